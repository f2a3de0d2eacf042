export { CompletionWebhooksSection } from './components/completion-webhooks-section';
