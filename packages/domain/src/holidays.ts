import { getHolidaysForYear } from 'colombian-holidays';
import { addDays } from './bogota-time';

const byYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let set = byYear.get(year);
  if (!set) {
    set = new Set(getHolidaysForYear(year).map((h) => h.celebrationDate));
    byYear.set(year, set);
  }
  return set;
}

/** True when a 'yyyy-MM-dd' date is a Colombian public holiday (as celebrated). */
export function isColombianHoliday(ymd: string): boolean {
  return holidaysOf(Number(ymd.slice(0, 4))).has(ymd);
}

/** The holidays among the given 'yyyy-MM-dd' dates. */
export function holidaysAmong(dates: readonly string[]): string[] {
  return dates.filter(isColombianHoliday);
}

/** Holidays in the 7 days from a Monday. */
export function holidaysOfWeek(monday: string): string[] {
  return holidaysAmong(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
}
