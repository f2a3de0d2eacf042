export { AboutRoute } from './routes/about';
export { UseCasesRoute } from './routes/use-cases';
export { FaqRoute } from './routes/faq';
export { ChangelogRoute } from './routes/changelog';
export { TermsRoute, PrivacyRoute } from './routes/legal';
export { ContactRoute } from './routes/contact';
