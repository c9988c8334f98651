/** Month and weekday names: the writer's own, so a date reads the same in texts and on pages. */
export { MONTH_NAMES, WEEKDAY_NAMES } from "#writing/index";
