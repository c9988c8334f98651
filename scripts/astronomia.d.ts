// astronomia ships no types for its data modules; the build scripts read them as plain data.
declare module "astronomia/data/elpMppDeFull" {
  const data: unknown;
  export default data;
}
