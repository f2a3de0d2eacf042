export { registerExports } from './exports.routes';
export { csvRow, type CsvValue } from './csv';
export { sendCsv } from './send-csv';
