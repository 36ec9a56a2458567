/** The header row of the history screen's tables (shown from tablet width up). */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
      <tr>
        {headers.map((h) => (
          <th key={h} scope="col" className="px-2.5 py-2 align-bottom font-medium">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
