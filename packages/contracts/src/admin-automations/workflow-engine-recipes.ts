import type { AnswerMode, WorkflowEngine } from './answer-mode';

/**
 * What the editor shows when an admin picks an engine: the answer mode that engine needs and a
 * short recipe. The full recipes, with where each detail comes from, are in docs/engines/ (a test
 * keeps both in step).
 */
export interface WorkflowEngineRecipe {
  engine: WorkflowEngine;
  name: string;
  mode: AnswerMode;
  /** One line: why this mode. */
  why: string;
  steps: string[];
}

const signature =
  'Signature (optional but recommended): HMAC-SHA256 over "{webhook-id}.{webhook-timestamp}.{raw body}" keyed with the base64-decoded part of the secret after "whsec_", base64-encoded, must equal the value after "v1," in the webhook-signature header.';

const callbackShapes =
  'Progress: POST {"progress": 40, "message": "Reading the file"} to callback_url. Result: {"status": "completed", "result": {"summary": "..."}}. Failure: {"status": "failed", "error": "..."} (add "code": "invalid_input" when the input itself is wrong: the user is then not refunded).';

export const workflowEngineRecipes: Record<WorkflowEngine, WorkflowEngineRecipe> = {
  n8n: {
    engine: 'n8n',
    name: 'n8n',
    mode: 'result',
    why: 'n8n can hold the request open until a "Respond to Webhook" node answers with the result.',
    steps: [
      'Trigger: a Webhook node with HTTP Method POST and Respond set to "Using \'Respond to Webhook\' Node". Activate the workflow and paste its Production URL (…/webhook/PATH) here.',
      'Input: the request body is in {{ $json.body }}: {{ $json.body.input.FIELD_ID }} for each field, {{ $json.body.run_id }}, {{ $json.body.files }} (signed links to the uploads) and {{ $json.body.callback_url }}.',
      'Answer: end with a "Respond to Webhook" node. Respond With "First Incoming Item" or "JSON" gives the result object; "All Incoming Items" gives a list (shown as items); "Text" gives a message; "Binary File" gives the result file (n8n sends only its content type: add the Response Header Content-Disposition = attachment; filename="report.pdf" to keep its name).',
      'Refuse the input: a "Respond to Webhook" node with Response Code 422 and {"error": "what is wrong"}. The user keeps the message and is not refunded.',
      'A node that fails before "Respond to Webhook" makes n8n answer 200 with an empty body: Basalt fails the run and refunds the user ("the workflow ended without an answer").',
      'Long runs: set the Webhook node to Respond "Immediately", choose "The workflow acknowledges, then calls back" here, and send progress and the result with HTTP Request nodes (Method POST, URL {{ $(\'Webhook\').item.json.body.callback_url }}, Send Body, Body Content Type JSON).',
      signature +
        ' In n8n: Webhook node option "Raw Body", then a Code node using crypto (start n8n with NODE_FUNCTION_ALLOW_BUILTIN=crypto).',
    ],
  },
  make: {
    engine: 'make',
    name: 'Make',
    mode: 'callback',
    why: 'A Make custom webhook answers 200 "Accepted" as soon as it queues the scenario; the result must come back by HTTP.',
    steps: [
      'Trigger: Webhooks > Custom webhook. Paste its address here, then press Send test call so Make learns the data structure.',
      'Input: map input.FIELD_ID, run_id, files[] and callback_url from the webhook bundle.',
      'Result: an HTTP > "Make a request" module: URL = callback_url, Method POST, Body type Raw, Content type JSON (application/json), Request content {"status": "completed", "result": {...}}.',
      callbackShapes,
      'Failures: add an error handler route ending in the same HTTP module with {"status": "failed", "error": "..."}; a scenario that stops without calling back fails at the automation\'s maximum duration, refunded.',
      'A "Webhook response" module instead makes Make answer with the result; use "The workflow answers with the result" only if the scenario always runs at once (a queued scenario answers "Accepted").',
      signature +
        ' Make\'s custom webhook can pass request headers ("Get request headers") and the raw JSON ("JSON pass-through").',
    ],
  },
  zapier: {
    engine: 'zapier',
    name: 'Zapier',
    mode: 'callback',
    why: 'Zapier\'s Catch Hook answers at once with {"attempt", "id", "request_id", "status": "success"}; a Zap cannot answer with its result.',
    steps: [
      'Trigger: Webhooks by Zapier > Catch Hook. Paste its URL here and press Send test call so the Zap sees a sample.',
      'Input: Zapier flattens the request: input fields appear as "Input FIELD" (input__FIELD_ID), with Run Id and Callback Url beside them.',
      'Result: a final Webhooks by Zapier > POST action: URL = Callback Url, Payload Type json, Data status = completed plus one row per result key (e.g. summary). Basalt takes the other keys as the result; "result__summary" rows unflatten into result.summary.',
      'Form payloads work too: Payload Type form sends the same rows form-encoded, and Basalt reads them the same way.',
      callbackShapes,
      "A Zap that stops or errors without the final POST fails at the automation's maximum duration, and the user is refunded.",
      signature + ' In Zapier this needs Catch Raw Hook and a Code by Zapier step.',
    ],
  },
  pipedream: {
    engine: 'pipedream',
    name: 'Pipedream',
    mode: 'callback',
    why: 'An HTTP trigger answers 200 at once with its default "Success!" page unless the workflow calls $.respond().',
    steps: [
      'Trigger: HTTP / Webhook. Paste the endpoint URL here.',
      'Input: steps.trigger.event.body.input.FIELD_ID, .run_id, .files and .callback_url.',
      'Result: a last step that POSTs {"status": "completed", "result": {...}} to steps.trigger.event.body.callback_url (an HTTP request step or axios in a Node.js step).',
      callbackShapes,
      'Alternatively answer with the result: set the trigger\'s HTTP Response to "Return a custom response from your workflow", end with $.respond({status: 200, body: {...}}) and choose "The workflow answers with the result" here.',
      signature +
        ' In Pipedream: a Node.js step with the crypto module and the raw body (steps.trigger.event.body as sent).',
    ],
  },
  activepieces: {
    engine: 'activepieces',
    name: 'Activepieces',
    mode: 'callback',
    why: 'The Catch Webhook URL answers 200 {} at once; only the …/sync URL with a "Return Response" step answers with a result.',
    steps: [
      'Trigger: Webhook > Catch Webhook. Paste the live URL here (the one without /sync) and publish the flow.',
      'Input: {{trigger.body.input.FIELD_ID}}, {{trigger.body.run_id}}, {{trigger.body.callback_url}}.',
      'Result: an HTTP > Send HTTP request step: Method POST, URL {{trigger.body.callback_url}}, Body type JSON, body {"status": "completed", "result": {...}}.',
      callbackShapes,
      'Answering with the result: use the URL ending in /sync, end with Webhook > Return Response, and choose "The workflow answers with the result". Mind that Activepieces answers 204 with no body when the flow takes longer than its webhook timeout (30 s by default), which Basalt reads as "completed with no output".',
      signature + ' In Activepieces: a Code step with the crypto module.',
    ],
  },
  'node-red': {
    engine: 'node-red',
    name: 'Node-RED',
    mode: 'result',
    why: 'An "http in" node keeps the request open until an "http response" node answers with msg.payload.',
    steps: [
      'Flow: an "http in" node (Method POST, URL /basalt/NAME) → your nodes → an "http response" node. Deploy, then paste http(s)://HOST/basalt/NAME here (with httpNodeRoot, add it to the path). A Node-RED on a private address or on this machine (e.g. http://127.0.0.1:1880) is refused until the operator lists its host:port in OUTBOUND_ALLOWED_HOSTS.',
      'Input: msg.payload.input.FIELD_ID, msg.payload.run_id, msg.payload.files and msg.payload.callback_url (JSON bodies are parsed for you).',
      'Answer: set msg.payload to an object for a result, an array for a list, or a Buffer with msg.headers["content-type"] and "content-disposition" for a file; msg.statusCode sets the status.',
      'Refuse the input: msg.statusCode = 422 and msg.payload = {"error": "what is wrong"}.',
      'A flow that errors before "http response" never answers: the run fails at the webhook timeout and is refunded. Catch errors (a "catch" node → "http response" with msg.statusCode = 500) to fail fast.',
      'Long runs: answer 202 at once through "http response" and POST progress and the result to callback_url with "http request" nodes (Method POST, msg.url = callback_url, msg.payload as JSON).',
      signature +
        ' Node-RED parses JSON bodies before the flow sees them, so a check needs the exact bytes sent; if you cannot check it, keep the path long and random.',
    ],
  },
  custom: {
    engine: 'custom',
    name: 'Your own service',
    mode: 'result',
    why: "Any HTTPS endpoint that speaks Basalt's webhook protocol.",
    steps: [
      'Basalt POSTs JSON {run_id, automation {id, slug, name}, input, files [{field, name, url, size, mime}], callback_url}, signed with Standard Webhooks headers.',
      'Answer 200 with a JSON object (the result), a JSON array (items), text (a message) or a file; 204 means done with no output; an empty 200 fails the run and refunds the user.',
      'Answer 202, or choose "The workflow acknowledges, then calls back", to work longer and report to callback_url.',
      callbackShapes,
      'Answer 400, 409, 413 or 422 with {"error": "..."} when the input is wrong: the user sees the message and is not refunded. Any other failure (other 4xx, 5xx, timeout) refunds the user.',
      signature,
    ],
  },
};
