// The Mantine styles the Disney and third-provider hotel pages use beyond the shared hotel ones.
import '@/shared/hotels/hotels-styles';
import '@mantine/core/styles/SegmentedControl.layer.css';
