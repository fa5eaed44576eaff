// The routes the demo agency holds seat blocks on (issue 13): real airlines and flight numbers
// of the Argentine season, out on a weekday and back after 6 to 9 nights.

export type Route = {
  id: number;
  airline: string;
  from: string;
  to: string;
  toName: string;
  out: string;
  back: string;
  weekday: number; // 0 Sunday … 6 Saturday
  nights: number;
  /** hhmm departure and arrival, out and back; +1 when it lands the next day */
  times: [number, number, number, number];
  overnight?: boolean;
  fare: number; // USD per leg, before taxes
  tasa: number;
};

const AR = 'Aerolíneas Argentinas';
export const QUOTA_ROUTES: Route[] = [
  {
    id: 1,
    airline: AR,
    from: 'EZE',
    to: 'PUJ',
    toName: 'Punta Cana',
    out: 'AR1384',
    back: 'AR1385',
    weekday: 6,
    nights: 7,
    times: [235, 925, 1100, 1930],
    fare: 420,
    tasa: 58,
  },
  {
    id: 2,
    airline: AR,
    from: 'COR',
    to: 'PUJ',
    toName: 'Punta Cana',
    out: 'AR1390',
    back: 'AR1391',
    weekday: 6,
    nights: 7,
    times: [145, 830, 1030, 1855],
    fare: 445,
    tasa: 55,
  },
  {
    id: 3,
    airline: AR,
    from: 'EZE',
    to: 'CUN',
    toName: 'Cancún',
    out: 'AR1300',
    back: 'AR1301',
    weekday: 3,
    nights: 7,
    times: [100, 625, 815, 1850],
    fare: 460,
    tasa: 62,
  },
  {
    id: 4,
    airline: AR,
    from: 'ROS',
    to: 'CUN',
    toName: 'Cancún',
    out: 'AR1392',
    back: 'AR1393',
    weekday: 4,
    nights: 7,
    times: [200, 740, 930, 1945],
    fare: 470,
    tasa: 57,
  },
  {
    id: 5,
    airline: 'American Airlines',
    from: 'EZE',
    to: 'MIA',
    toName: 'Miami',
    out: 'AA930',
    back: 'AA931',
    weekday: 0,
    nights: 9,
    times: [2205, 540, 2240, 910],
    overnight: true,
    fare: 510,
    tasa: 70,
  },
  {
    id: 6,
    airline: AR,
    from: 'EZE',
    to: 'MCO',
    toName: 'Orlando',
    out: 'AR1304',
    back: 'AR1305',
    weekday: 5,
    nights: 8,
    times: [10, 750, 1015, 2140],
    fare: 530,
    tasa: 68,
  },
  {
    id: 7,
    airline: 'GOL',
    from: 'EZE',
    to: 'GIG',
    toName: 'Río de Janeiro',
    out: 'G37671',
    back: 'G37670',
    weekday: 6,
    nights: 6,
    times: [1420, 1725, 905, 1215],
    fare: 230,
    tasa: 45,
  },
  {
    id: 8,
    airline: AR,
    from: 'AEP',
    to: 'FLN',
    toName: 'Florianópolis',
    out: 'AR1262',
    back: 'AR1263',
    weekday: 6,
    nights: 7,
    times: [750, 1010, 1110, 1335],
    fare: 210,
    tasa: 40,
  },
  {
    id: 9,
    airline: AR,
    from: 'EZE',
    to: 'SSA',
    toName: 'Salvador de Bahía',
    out: 'AR1270',
    back: 'AR1271',
    weekday: 0,
    nights: 7,
    times: [830, 1255, 1400, 1835],
    fare: 280,
    tasa: 48,
  },
  {
    id: 10,
    airline: AR,
    from: 'EZE',
    to: 'AUA',
    toName: 'Aruba',
    out: 'AR1880',
    back: 'AR1881',
    weekday: 5,
    nights: 7,
    times: [105, 655, 820, 1605],
    fare: 480,
    tasa: 60,
  },
];
