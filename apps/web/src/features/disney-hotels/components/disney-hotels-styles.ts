// The Mantine styles the Disney hotel pages use beyond the shared hotel ones: the destination's
// SegmentedControl.
import '@/shared/hotels/hotels-styles';
import '@mantine/core/styles/SegmentedControl.layer.css';
