// The Mantine styles the statement uses beyond the app shell's (bundle budget, mantine-styles.ts).
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/dates/styles.layer.css';
