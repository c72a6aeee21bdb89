// The options of a country select: a first empty choice, then every configured country.
export function CountryOptions({ countries, emptyLabel }: { countries: readonly { code: string; name: string }[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
