import { HotelSearchScreen } from './hotel-search-screen';

/** /hotelesNew: hotel search across providers (spec §2). */
export function HotelsNewPage() {
  return <HotelSearchScreen kind="main" />;
}
