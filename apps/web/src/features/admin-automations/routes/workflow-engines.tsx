import { answerTable, callbackTable, workflowEngineRecipes, workflowEngines } from '@basalt/contracts';
import { AdminPage } from '@/components/layout/admin-page';
import { Table, Td, Th } from '@/components/ui/table';
import { usePageTitle } from '@/lib/use-page-title';
import { EngineRecipe } from '../components/engine-recipe';

/** /admin/engines: the supported engines with their recipes, and how Basalt reads answers and callbacks. */
export function WorkflowEnginesRoute() {
  usePageTitle('Workflow Engines | Basalt');
  return (
    <AdminPage
      title="Workflow Engines"
      description="Automations can run on n8n, Make, Zapier, Pipedream, Activepieces, Node-RED or any service that speaks Basalt's webhook protocol. Each recipe says how to build a workflow that Basalt bills correctly."
    >
      <section aria-labelledby="answer-table" className="flex flex-col gap-3">
        <h2 id="answer-table" className="text-lg font-semibold">
          How Basalt reads an answer
        </h2>
        <Table>
          <thead>
            <tr>
              <Th>Status</Th>
              <Th>Body</Th>
              <Th>Outcome</Th>
              <Th>Refunded</Th>
            </tr>
          </thead>
          <tbody>
            {answerTable.map((row) => (
              <tr key={`${row.status} ${row.body}`} className="border-b last:border-0">
                <Td>{row.status}</Td>
                <Td>{row.body}</Td>
                <Td>{row.outcome}</Td>
                <Td>{row.refunded}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <h2 id="callback-table" className="mt-4 text-lg font-semibold">
          How Basalt reads a callback
        </h2>
        <Table aria-labelledby="callback-table">
          <thead>
            <tr>
              <Th>Body posted to callback_url (JSON or form fields)</Th>
              <Th>Outcome</Th>
            </tr>
          </thead>
          <tbody>
            {callbackTable.map((row) => (
              <tr key={row.body} className="border-b last:border-0">
                <Td>{row.body}</Td>
                <Td>{row.outcome}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {workflowEngines.map((engine) => (
          <EngineRecipe key={engine} recipe={workflowEngineRecipes[engine]} headingLevel={2} />
        ))}
      </div>
    </AdminPage>
  );
}
