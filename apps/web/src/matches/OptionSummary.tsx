/** The options in force, as a short list. */
export function OptionSummary({ options }: { options: Record<string, unknown> }) {
  const entries = Object.entries(options).filter(([, value]) => value !== null && value !== undefined);
  if (entries.length === 0) return null;
  return (
    <details className="option-summary">
      <summary>Options</summary>
      <dl>
        {entries.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
