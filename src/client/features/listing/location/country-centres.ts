// Where the map opens for a property that has a country but no pin yet: roughly the middle of
// each country a property may be in (the address forms' countries), [latitude, longitude].
export const COUNTRY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  AT: [47.6, 14.1], BE: [50.6, 4.7], BG: [42.7, 25.3], HR: [45.1, 15.2], CY: [35.0, 33.2], CZ: [49.8, 15.5],
  DK: [56.0, 10.0], EE: [58.7, 25.5], FI: [64.5, 26.0], FR: [46.6, 2.4], DE: [51.2, 10.4], GR: [39.1, 22.0],
  HU: [47.2, 19.4], IE: [53.2, -8.1], IT: [42.8, 12.6], LV: [56.9, 24.9], LT: [55.3, 23.9], LU: [49.8, 6.1],
  MT: [35.9, 14.4], NL: [52.2, 5.3], PL: [52.1, 19.4], PT: [39.6, -8.0], RO: [45.9, 24.9], SK: [48.7, 19.7],
  SI: [46.1, 14.8], ES: [40.2, -3.6], SE: [62.0, 15.0], CH: [46.8, 8.2], LI: [47.16, 9.55], NO: [61.0, 9.0],
  IS: [64.9, -18.6], GB: [54.0, -2.5], AD: [42.55, 1.58], MC: [43.74, 7.42], SM: [43.94, 12.46], ME: [42.7, 19.3],
  AL: [41.15, 20.2], BA: [44.2, 17.8], RS: [44.0, 20.9], MK: [41.6, 21.7], TR: [39.0, 35.2], MA: [31.8, -7.1],
  US: [39.8, -98.6], CA: [56.1, -106.3], AU: [-25.3, 133.8], NZ: [-41.5, 172.5],
};
