// As places-north.ts, for the southern destinations and Madrid.
export const PLACES_SOUTH: Record<string, string> = {
  RIO: `
    AP-GIG | Aeropuerto Internacional de Galeão | Av. Vinte de Janeiro s/n, Ilha do Governador | 21941-900 | -22.809 | -43.2506
    AP-SDU | Aeropuerto Santos Dumont | Praça Senador Salgado Filho s/n, Centro | 20021-340 | -22.9105 | -43.1631
    PT-RIO | Puerto de Río de Janeiro (Píer Mauá) | Praça Mauá 1, Centro | 20081-240 | -22.8946 | -43.1809
    HT-RIO-01 | Belmond Copacabana Palace | Av. Atlântica 1702, Copacabana | 22021-001 | -22.9671 | -43.1787
    HT-RIO-02 | Fairmont Rio de Janeiro Copacabana | Av. Atlântica 4240, Copacabana | 22070-002 | -22.9857 | -43.189
    HT-RIO-03 | Hotel Fasano Rio de Janeiro | Av. Vieira Souto 80, Ipanema | 22420-000 | -22.987 | -43.201
    HT-RIO-04 | Hilton Rio de Janeiro Copacabana | Av. Atlântica 1020, Leme | 22010-000 | -22.9631 | -43.1723
    HT-RIO-05 | Windsor Barra | Av. Lúcio Costa 2630, Barra da Tijuca | 22620-172 | -23.0105 | -43.316
    MP-RIO-01 | Estación del tren del Corcovado | Rua Cosme Velho 513, Cosme Velho | 22241-125 | -22.9406 | -43.1969
    MP-RIO-02 | Teleférico del Pan de Azúcar (Praia Vermelha) | Av. Pasteur 520, Urca | 22290-240 | -22.9549 | -43.1653
    MP-RIO-03 | Rio Scenarium (Lapa) | Rua do Lavradio 20, Centro | 20230-070 | -22.9077 | -43.1828
    MP-RIO-04 | Puerto de Conceição de Jacareí | Estrada Rio-Santos Km 430, Mangaratiba | 23860-000 | -23.0195 | -44.1678
  `,
  BUE: `
    AP-EZE | Aeropuerto Internacional de Ezeiza (Ministro Pistarini) | AU Tte. Gral. Ricchieri Km 33,5, Ezeiza | B1802 | -34.8222 | -58.5358
    AP-AEP | Aeroparque Jorge Newbery | Av. Costanera Rafael Obligado s/n | C1425 | -34.5592 | -58.4156
    PT-BUE | Terminal de Cruceros Benito Quinquela Martín | Av. Ramón Castillo y Av. Maipú | C1104 | -34.5843 | -58.3695
    PT-BQB | Terminal Buquebus (Dársena Norte) | Av. Antártida Argentina 821 | C1104 | -34.5927 | -58.3685
    HT-BUE-01 | Alvear Palace Hotel | Av. Alvear 1891, Recoleta | C1129 | -34.5884 | -58.3908
    HT-BUE-02 | Four Seasons Hotel Buenos Aires | Posadas 1086, Recoleta | C1011 | -34.5896 | -58.3833
    HT-BUE-03 | Hotel Madero | Rosario Vera Peñaloza 360, Puerto Madero | C1107 | -34.6125 | -58.3631
    HT-BUE-04 | Sheraton Buenos Aires Hotel | San Martín 1225, Retiro | C1104 | -34.5935 | -58.3725
    HT-BUE-05 | Palacio Duhau - Park Hyatt | Av. Alvear 1661, Recoleta | C1014 | -34.5879 | -58.3887
    HT-BUE-06 | NH Buenos Aires City | Bolívar 160, Monserrat | C1066 | -34.6093 | -58.3733
    MP-BUE-01 | Plaza San Martín (punto de encuentro de excursiones) | Av. Santa Fe y Florida, Retiro | C1059 | -34.5955 | -58.3756
    MP-BUE-02 | Esquina Carlos Gardel | Carlos Gardel 3200, Abasto | C1193 | -34.6046 | -58.4112
    MP-BUE-03 | Estación Fluvial de Tigre | Mitre 305, Tigre | B1648 | -34.4215 | -58.5797
  `,
  BRC: `
    AP-BRC | Aeropuerto Internacional Teniente Luis Candelaria | Ruta Provincial 80 s/n, San Carlos de Bariloche | R8400 | -41.1512 | -71.1578
    PT-BRC | Puerto Pañuelo | Av. Ezequiel Bustillo Km 25,5, Llao Llao | R8401 | -41.056 | -71.527
    HT-BRC-01 | Llao Llao Resort, Golf & Spa | Av. Ezequiel Bustillo Km 25, Llao Llao | R8401 | -41.0536 | -71.5324
    HT-BRC-02 | Hotel Edelweiss | Av. San Martín 202, Centro | R8400 | -41.1347 | -71.3048
    HT-BRC-03 | Hotel Panamericano Bariloche | Av. San Martín 536, Centro | R8400 | -41.1357 | -71.3091
    HT-BRC-04 | Design Suites Bariloche | Av. Ezequiel Bustillo Km 2,5 | R8400 | -41.1265 | -71.3327
    HT-BRC-05 | Village Catedral Hotel & Spa | Base Cerro Catedral | R8400 | -41.1678 | -71.4394
    MP-BRC-01 | Centro Cívico (punto de encuentro de excursiones) | Bartolomé Mitre 1, Centro | R8400 | -41.1335 | -71.3103
    MP-BRC-02 | Base Cerro Catedral | Av. de los Pioneros, Villa Catedral | R8400 | -41.1669 | -71.4395
  `,
  MAD: `
    AP-MAD | Aeropuerto Adolfo Suárez Madrid-Barajas | Av. de la Hispanidad s/n, Madrid | 28042 | 40.4983 | -3.5676
    HT-MAD-01 | Mandarin Oriental Ritz Madrid | Plaza de la Lealtad 5, Madrid | 28014 | 40.4155 | -3.6928
    HT-MAD-02 | Hotel Riu Plaza España | Calle Gran Vía 84, Madrid | 28013 | 40.4235 | -3.7119
    HT-MAD-03 | NH Collection Madrid Eurobuilding | Calle Padre Damián 23, Madrid | 28036 | 40.4592 | -3.6853
    HT-MAD-04 | Meliá Castilla | Calle del Capitán Haya 43, Madrid | 28020 | 40.4587 | -3.6925
    HT-MAD-05 | Hotel Wellington | Calle de Velázquez 8, Madrid | 28001 | 40.4221 | -3.6842
    MP-MAD-01 | Plaza de Oriente (punto de encuentro de excursiones) | Plaza de Oriente s/n, Madrid | 28013 | 40.4183 | -3.7122
    MP-MAD-02 | Museo del Prado (puerta de Goya) | Calle de Felipe IV s/n, Madrid | 28014 | 40.4138 | -3.6921
    MP-MAD-03 | Tablao Flamenco Corral de la Morería | Calle de la Morería 17, Madrid | 28005 | 40.4127 | -3.7144
    MP-MAD-04 | Estadio Santiago Bernabéu (puerta 7) | Av. de Concha Espina 1, Madrid | 28036 | 40.4531 | -3.6883
    MP-MAD-05 | Las Rozas Village | Calle Juan Ramón Jiménez 3, Las Rozas | 28232 | 40.5113 | -3.8924
  `,
};
