// The Mantine styles the tarifario pages use beyond the app shell's (bundle budget, mantine-styles.ts).
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/dates/styles.layer.css';
