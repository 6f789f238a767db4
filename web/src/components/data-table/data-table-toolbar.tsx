import { SearchField } from '@/components/ui/search-field';
import { type Option, SelectField } from '@/components/ui/select-field';

interface FilterControl {
  label: string;
  value: string;
  options: Option<string>[];
  onChange: (value: string) => void;
}

/** Above a table: the search box, then a select per filter (see useTableFilters). */
export function DataTableToolbar({
  search,
  filters = [],
}: {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters?: FilterControl[];
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SearchField {...search} className="min-w-56 flex-1" />
      {filters.map((filter) => (
        // The label names the select for assistive technology only: the chosen option speaks for itself.
        <SelectField key={filter.label} {...filter} hideLabel className="w-44" />
      ))}
    </div>
  );
}
