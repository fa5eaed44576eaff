// Mantine styles of the toolbar's controls beyond the app shell's (bundle budget, mantine-styles.ts).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Button, Checkbox, Chip, InputBase, TextInput } from '@mantine/core';
import { IconChevronDown, IconFilterOff, IconSearch, IconSelector } from '@tabler/icons-react';
import { useId, useState, useSyncExternalStore } from 'react';
import {
  NO_CRITERIA,
  isFiltering,
  type RefineOptions,
  type ResultCriteria,
  type ResultSort,
} from '@/shared/results/refine-results';
import classes from '@/shared/results/results.module.css';

const SORTS: { value: ResultSort; label: string; stars?: true }[] = [
  { value: 'recomendados', label: 'Recomendados' },
  { value: 'precio-asc', label: 'Precio: menor a mayor' },
  { value: 'precio-desc', label: 'Precio: mayor a menor' },
  { value: 'estrellas-desc', label: 'Estrellas: de más a menos', stars: true },
  { value: 'estrellas-asc', label: 'Estrellas: de menos a más', stars: true },
];
const ALL_BOARDS = '';
// folded, it offers nothing: the results' facts are not read for it
const NO_OPTIONS: RefineOptions = { suppliers: [], boards: [], hasStars: false, hasNonRefundable: false };

type SelectFieldProps = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/**
 * A native select in Mantine's input frame: a phone opens its own picker and a keyboard needs no
 * help. Not Mantine's NativeSelect, which would bring the combobox and overlay chunks into the
 * hotel results' first screen (its page-weight budget, apps/web/build/first-screens.mjs).
 */
function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  return (
    <InputBase
      component="select"
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </InputBase>
  );
}

type Props = {
  criteria: ResultCriteria;
  onChange: (criteria: ResultCriteria) => void;
  /** what it offers, read when it shows its fields (the results' facts are read then) */
  optionsOf: () => RefineOptions;
  /** results that meet the criteria, and all of them */
  matching: number;
  total: number;
};

/** A phone's screen (Mantine's `sm` breakpoint and below; results.module.css says it too). */
const PHONE = '(max-width: 48em)';
const subscribeToPhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE).matches;
// the server does not know the screen: its render, and the browser's hydration of it, show the
// fields and leave folding them on a phone to the stylesheet (`auto`), so nothing moves
const phoneUnknown = () => false;

const countText = (matching: number, total: number) =>
  `${matching} de ${total} ${total === 1 ? 'hotel' : 'hoteles'} con estos filtros`;

/**
 * Sort and filter of a results list (issue 29, item 18): name, order, board, supplier and
 * refundable rates.
 */
export function ResultsToolbar({ criteria, onChange, optionsOf, matching, total }: Props) {
  const id = useId();
  // the fields fold under the toolbar's title, at first on a phone only: there they stood
  // ~350 px tall between the banner and the first card, and rendering them with the first cards
  // was a fifth of that render at 4× (issue 34, item 2). A phone known at the first render (a
  // page the browser renders) never renders them until the agent opens them.
  const phone = useSyncExternalStore(subscribeToPhone, isPhone, phoneUnknown);
  const [choice, setChoice] = useState<boolean | null>(null);
  const opened = choice ?? !phone;
  const set = (patch: Partial<ResultCriteria>) => onChange({ ...criteria, ...patch });
  const options = opened ? optionsOf() : NO_OPTIONS;
  const sorts = SORTS.filter((s) => options.hasStars || !s.stars);
  const filtering = isFiltering(criteria);
  // its frame and rows are plain elements (results.module.css): the toolbar renders with the
  // first cards, and Mantine's Paper, Grid, Group and Text were a third of that render on a
  // phone (issue 34, item 2); its controls are Mantine's
  return (
    <section
      className={classes.toolbar}
      aria-labelledby={`${id}-title`}
      data-auto={choice === null ? true : undefined}
    >
      <button
        type="button"
        id={`${id}-title`}
        className={`${classes.toolbarToggle} mantine-focus-auto`}
        aria-expanded={opened}
        aria-controls={opened ? `${id}-fields ${id}-filters` : `${id}-fields`}
        onClick={() => setChoice(!opened)}
      >
        Ordenar y filtrar
        <IconChevronDown size={16} aria-hidden />
      </button>
      {opened ? (
        <div id={`${id}-fields`} className={`${classes.toolbarFields} ${classes.toolbarFolds}`}>
          <TextInput
            className={classes.toolbarName}
            type="search"
            label="Buscar por nombre"
            placeholder="Nombre del hotel"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={criteria.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <SelectField
            label="Ordenar por"
            options={sorts}
            value={criteria.sort}
            onChange={(sort) => set({ sort: sort as ResultSort })}
          />
          {options.boards.length > 1 && (
            <SelectField
              label="Régimen"
              options={[{ value: ALL_BOARDS, label: 'Todos' }, ...options.boards]}
              value={criteria.board ?? ALL_BOARDS}
              onChange={(board) => set({ board: board || null })}
            />
          )}
        </div>
      ) : (
        <div id={`${id}-fields`} hidden />
      )}
      {/* folded, what the criteria leave is still said: the agent sees the list is narrowed */}
      {(opened || filtering) && (
        <div className={`${classes.toolbarRow} ${filtering ? '' : classes.toolbarFolds}`}>
          {opened && (
            <div id={`${id}-filters`} className={`${classes.toolbarRowStart} ${classes.toolbarFolds}`}>
              {options.suppliers.length > 1 && (
                <div className={classes.toolbarSuppliers} role="group" aria-labelledby={`${id}-suppliers`}>
                  <span id={`${id}-suppliers`} className={classes.toolbarLabel}>
                    Proveedor
                  </span>
                  <Chip.Group
                    multiple
                    value={criteria.suppliers}
                    onChange={(suppliers) => set({ suppliers })}
                  >
                    {options.suppliers.map((s) => (
                      <Chip key={s} value={s} size="sm" variant="outline">
                        {s}
                      </Chip>
                    ))}
                  </Chip.Group>
                </div>
              )}
              {options.hasNonRefundable && (
                <Checkbox
                  label="Solo reembolsables"
                  checked={criteria.refundableOnly}
                  onChange={(e) => set({ refundableOnly: e.currentTarget.checked })}
                />
              )}
            </div>
          )}
          <div className={classes.toolbarCount}>
            <p className={classes.toolbarLabel} aria-live="polite" data-testid="results-count">
              {filtering ? countText(matching, total) : ''}
            </p>
            {filtering && (
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={() => onChange({ ...NO_CRITERIA, sort: criteria.sort })}
              >
                Quitar filtros
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
