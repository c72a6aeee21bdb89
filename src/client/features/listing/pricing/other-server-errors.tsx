// The server's field errors this form has no input for (a custom discount, a season's maximum
// stay): shown together above the form instead of being lost (HC §5: nested names prefixed).
export function OtherServerErrors({ errors, shown }: { errors: Record<string, string>; shown: readonly string[] }) {
  const others = Object.entries(errors).filter(([name]) => !shown.includes(name));
  if (others.length === 0) return null;
  return (
    <div role="alert" className="notice notice--error">
      <ul>
        {others.map(([name, message]) => (
          <li key={name}>
            <code>{name}</code>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
