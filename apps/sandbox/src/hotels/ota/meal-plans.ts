import type { MealPlanCode } from '@portal/domain/supplier-wire/ota/codes';

// The MPT code of each regimen the inventory sells (inventory-rooms.ts REGIMENS), read from the
// regimen's text: the all-inclusive and Disney dining plans have long texts, the rest are exact.
const BY_START: readonly [start: string, code: MealPlanCode][] = [
  ['Solo alojamiento', '14'],
  ['Desayuno incluido', '3'],
  ['Media pensión', '12'],
  ['Todo incluido', '1'],
  ['Disney Dining Plan', '10'],
  ['Disney Quick Service Dining Plan', '10'],
];

/** The regimen's meal plan code; undefined for a regimen the table does not know. */
export const mealPlanOf = (regimen: string): MealPlanCode | undefined =>
  BY_START.find(([start]) => regimen.startsWith(start))?.[1];
