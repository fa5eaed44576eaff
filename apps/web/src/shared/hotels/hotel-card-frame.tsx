import { hotelNameOf, type THotel } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney, type Cents, type Currency } from '@portal/domain/money';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '@/shared/hotels/hotels.module.css';
import { HotelStars } from '@/shared/hotels/hotel-stars';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';
import { mediaUrl } from '@/shared/media-url';

// A hotel card is plain elements styled as Mantine's Card, Image and Text (hotels.module.css):
// a phone renders the first eight with the results page, and each Mantine component is several
// of React's (issue 34, item 2). Only its controls (Badge, Button) are Mantine's.

type ShellProps = {
  /** the hotel's name: names the card for a screen reader (the list reads card by card) */
  name: string;
  /** a media path */
  image?: string;
  /** the first card's picture is above the fold (a phone's largest paint): not lazy-loaded */
  eager: boolean;
  children: ReactNode;
};

/** One hotel: a bordered card at most 400px wide with its picture across the top (spec §9). */
export function HotelCardShell({ name, image, eager, children }: ShellProps) {
  return (
    <article className={`${classes.hotelCard} ${classes.card}`} aria-label={name}>
      {image && (
        // its box is known before it loads (no shift); decoded off the main thread
        <img
          className={classes.hotelImage}
          src={mediaUrl(image)}
          alt=""
          width={400}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      )}
      {children}
    </article>
  );
}

type FromProps = {
  /** in cents (undefined: no rate the agent can book has a price) */
  cents: Cents | undefined;
  currency: Currency;
  /** what the price covers */
  note: string;
  /** how many rooms or rates the card holds */
  count: string;
};

/** A hotel card's 'Desde': the cheapest rate the agent can book (issue 29, item 14). */
export function HotelCardFrom({ cents, currency, note, count }: FromProps) {
  return (
    <div className={classes.from}>
      <div>
        <p className={classes.smallNote}>Desde</p>
        <p className={classes.fromPrice}>
          {cents === undefined ? MESSAGES.missingValue : formatMoney(cents, currency)}
        </p>
        <p className={classes.smallNote}>{note}</p>
      </div>
      <p className={classes.smallNote}>{count}</p>
    </div>
  );
}

/**
 * spec §2 hotel card of the providers' hotel shape (spec §3 Hotel): image, name, star award,
 * address, 'Desde' and its rooms on demand (`children`, laid out by the feature). 'Desde' is
 * the feature's figure: the cheapest rate the agent can book, priced as its rooms show it
 * (issue 29, item 14; domain pricing/card-price.ts).
 */
export function HotelCardFrame({
  hotel,
  children,
  from,
  roomsGap,
  eager = false,
}: {
  hotel: THotel;
  children: ReactNode;
  /** 'Desde', in cents (undefined: no rate the agent can book has a price) */
  from: Cents | undefined;
  roomsGap?: 'sm' | 'md';
  eager?: boolean;
}) {
  const name = hotelNameOf(hotel);
  return (
    <HotelCardShell name={name} image={hotel.imgURL} eager={eager}>
      <div className={classes.hotelHead}>
        <h3 className={classes.hotelName}>{name}</h3>
        <HotelStars award={hotel.award} />
        {hotel.direccion && (
          <p className={classes.note}>
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {hotel.direccion}
          </p>
        )}
      </div>
      <HotelCardFrom
        cents={from}
        currency="USD"
        note={MESSAGES.stayPriceNote}
        count={`${hotel.habitaciones.length} tarifas`}
      />
      <RoomsCollapse gap={roomsGap}>{children}</RoomsCollapse>
    </HotelCardShell>
  );
}
