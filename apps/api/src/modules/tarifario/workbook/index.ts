// The rate sheet's import (issue 17), as the API's routes, the CLI and the seed use it.
export { sheetOfRows } from './check-sheet';
export { importTarifarioWorkbook } from './import';
export { TarifarioImportError } from './errors';
export { TarifarioImportBusyError } from './import-gate';
export { IMPORT_LIMITS } from './limits';
export { loadTarifario, type ImportSummary } from './load';
export { readTarifarioRows } from './read-database';
export { writeTarifarioWorkbook } from './write-workbook';
