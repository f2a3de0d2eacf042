export { ExportCsvLink } from './components/export-csv-link';
