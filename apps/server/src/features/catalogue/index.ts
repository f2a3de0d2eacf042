export { registerCatalogue } from './catalogue.routes';
export { CatalogueReader } from './catalogue-reader';
export { getAutomation, listAutomations, automationRef, toAutomationSummary } from './catalogue.service';
export { foldRunCounts, startRunCountFolding } from './fold-run-counts.job';
