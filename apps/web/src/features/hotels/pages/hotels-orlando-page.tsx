import { HotelSearchScreen } from './hotel-search-screen';

/** /hotelesNewHBSI: Orlando, only HBSI, 5 stars (spec §2, §9). */
export function HotelsOrlandoPage() {
  return <HotelSearchScreen kind="orlando" />;
}
