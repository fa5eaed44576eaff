// Airports (AP-<IATA>), hotels (HT-), cruise and ferry ports (PT-) and the meeting points
// activities start from (MP-) of the northern destinations, one a line: code | name |
// address | postal code | latitude | longitude (read by places.ts).
export const PLACES_NORTH: Record<string, string> = {
  MCO: `
    AP-MCO | Aeropuerto Internacional de Orlando | 1 Jeff Fuqua Blvd, Orlando, FL | 32827 | 28.4312 | -81.3081
    PT-MCO | Puerto Cañaveral (terminal de cruceros) | 9005 Charles M Rowland Dr, Port Canaveral, FL | 32920 | 28.4104 | -80.6188
    HT-MCO-01 | Hyatt Regency Orlando | 9801 International Dr, Orlando, FL | 32819 | 28.4259 | -81.4699
    HT-MCO-02 | Rosen Plaza Hotel | 9700 International Dr, Orlando, FL | 32819 | 28.4275 | -81.4686
    HT-MCO-03 | Disney's Contemporary Resort | 4600 N World Dr, Lake Buena Vista, FL | 32830 | 28.415 | -81.5747
    HT-MCO-04 | Hilton Orlando Buena Vista Palace | 1900 E Buena Vista Dr, Lake Buena Vista, FL | 32830 | 28.3748 | -81.5155
    HT-MCO-05 | Loews Royal Pacific Resort at Universal | 6300 Hollywood Way, Orlando, FL | 32819 | 28.4676 | -81.4663
    HT-MCO-06 | Gaylord Palms Resort | 6000 W Osceola Pkwy, Kissimmee, FL | 34746 | 28.3468 | -81.4796
    MP-MCO-01 | Punto de encuentro I-Drive 360 (frente a The Wheel) | 8375 International Dr, Orlando, FL | 32819 | 28.4433 | -81.4684
    MP-MCO-02 | Kennedy Space Center Visitor Complex | Space Commerce Way, Merritt Island, FL | 32953 | 28.5236 | -80.6819
    MP-MCO-03 | Boggy Creek Airboat Adventures | 2001 E Southport Rd, Kissimmee, FL | 34746 | 28.152 | -81.369
    MP-MCO-04 | Medieval Times Dinner & Tournament | 4510 W Vine St, Kissimmee, FL | 34746 | 28.3293 | -81.4618
    MP-MCO-05 | Orlando International Premium Outlets | 4951 International Dr, Orlando, FL | 32819 | 28.4747 | -81.452
    MP-MCO-06 | Gatorland | 14501 S Orange Blossom Trail, Orlando, FL | 32837 | 28.3556 | -81.4021
    MP-MCO-07 | Celebration Town Center | 701 Front St, Celebration, FL | 34747 | 28.3189 | -81.5412
  `,
  MIA: `
    AP-MIA | Aeropuerto Internacional de Miami | 2100 NW 42nd Ave, Miami, FL | 33142 | 25.7959 | -80.287
    PT-MIA | Puerto de Miami (terminal de cruceros) | 1015 N America Way, Miami, FL | 33132 | 25.7781 | -80.1794
    HT-MIA-01 | Fontainebleau Miami Beach | 4441 Collins Ave, Miami Beach, FL | 33140 | 25.8184 | -80.1224
    HT-MIA-02 | Loews Miami Beach Hotel | 1601 Collins Ave, Miami Beach, FL | 33139 | 25.79 | -80.13
    HT-MIA-03 | InterContinental Miami | 100 Chopin Plaza, Miami, FL | 33131 | 25.7717 | -80.1858
    HT-MIA-04 | JW Marriott Marquis Miami | 255 Biscayne Blvd Way, Miami, FL | 33131 | 25.7704 | -80.1892
    HT-MIA-05 | Trump International Beach Resort | 18001 Collins Ave, Sunny Isles Beach, FL | 33160 | 25.9338 | -80.1202
    MP-MIA-01 | Bayside Marketplace (muelle 5) | 401 Biscayne Blvd, Miami, FL | 33132 | 25.7785 | -80.1867
    MP-MIA-02 | Sawgrass Recreation Park | 1006 US-27, Weston, FL | 33327 | 26.1564 | -80.4481
    MP-MIA-03 | Sawgrass Mills | 12801 W Sunrise Blvd, Sunrise, FL | 33323 | 26.1515 | -80.3226
  `,
  CUN: `
    AP-CUN | Aeropuerto Internacional de Cancún | Carretera Cancún-Chetumal Km 22, Cancún | 77565 | 21.0365 | -86.8771
    PT-CUN | Puerto de Cancún (terminal marítima Puerto Juárez) | Av. López Portillo s/n, Puerto Juárez, Cancún | 77520 | 21.186 | -86.8046
    HT-CUN-01 | Hotel Riu Palace Las Américas | Blvd. Kukulcán Km 8.5, Zona Hotelera, Cancún | 77500 | 21.1383 | -86.7471
    HT-CUN-02 | Grand Fiesta Americana Coral Beach | Blvd. Kukulcán Km 9.5, Zona Hotelera, Cancún | 77500 | 21.1342 | -86.7465
    HT-CUN-03 | Hyatt Ziva Cancún | Blvd. Kukulcán Km 9, Punta Cancún, Cancún | 77500 | 21.1394 | -86.7414
    HT-CUN-04 | Iberostar Selection Cancún | Blvd. Kukulcán Km 17, Zona Hotelera, Cancún | 77500 | 21.0703 | -86.7781
    HT-CUN-05 | Hotel Xcaret México | Carretera Chetumal-Puerto Juárez Km 282, Playa del Carmen | 77710 | 20.5872 | -87.1167
    HT-CUN-06 | Grand Hyatt Playa del Carmen | 1a Avenida Norte esq. Calle 26, Playa del Carmen | 77710 | 20.627 | -87.0717
    MP-CUN-01 | Parque Xcaret (entrada principal) | Carretera Chetumal-Puerto Juárez Km 282, Playa del Carmen | 77710 | 20.5799 | -87.1195
    MP-CUN-02 | Plaza La Isla (punto de encuentro de excursiones) | Blvd. Kukulcán Km 12.5, Zona Hotelera, Cancún | 77500 | 21.1116 | -86.7617
    MP-CUN-03 | Marina Aquatours | Blvd. Kukulcán Km 6.25, Zona Hotelera, Cancún | 77500 | 21.1379 | -86.7702
    MP-CUN-04 | Delphinus Riviera Maya | Carretera Cancún-Tulum Km 312, Puerto Morelos | 77580 | 20.8479 | -86.8752
  `,
  PUJ: `
    AP-PUJ | Aeropuerto Internacional de Punta Cana | Carretera Higüey-Punta Cana, Punta Cana | 23000 | 18.5674 | -68.3634
    HT-PUJ-01 | Barceló Bávaro Palace | Playa Bávaro, Punta Cana | 23000 | 18.683 | -68.408
    HT-PUJ-02 | Hard Rock Hotel & Casino Punta Cana | Blvd. Turístico del Este 74, Macao | 23000 | 18.7445 | -68.4722
    HT-PUJ-03 | Iberostar Selection Bávaro | Playa Arena Gorda, Bávaro | 23000 | 18.7254 | -68.453
    HT-PUJ-04 | Sanctuary Cap Cana | Cap Cana, Juanillo | 23000 | 18.4576 | -68.4063
    HT-PUJ-05 | Excellence Punta Cana | Playa Uvero Alto, Punta Cana | 23000 | 18.8026 | -68.5843
    HT-PUJ-06 | Paradisus Palma Real | Playa Bávaro, Punta Cana | 23000 | 18.703 | -68.43
    MP-PUJ-01 | Muelle de Bayahibe | Calle Principal, Bayahibe, La Romana | 22000 | 18.3706 | -68.8411
    MP-PUJ-02 | Plaza Bávaro (punto de encuentro de excursiones) | Av. Alemania, Bávaro | 23000 | 18.6811 | -68.4122
    MP-PUJ-03 | Playa Macao (base de buggies) | Playa Macao, Higüey | 23000 | 18.7647 | -68.5298
  `,
};
