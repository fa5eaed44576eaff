// The Mantine styles every back-office screen uses (pages import the rest they need).
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import 'mantine-datatable/styles.layer.css';
