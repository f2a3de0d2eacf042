import {
  isFinishedRunStatus,
  runQuoteTokens,
  type AutomationDetail,
  type ResultDeliveryChoice,
} from '@basalt/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DeliverResultFields } from '@/components/deliver-result-fields';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useConfiguration, useSaveConfiguration } from '@/features/configurations';
import { useTokenBalance } from '@/features/tokens';
import { ApiError } from '@/lib/api-client';
import { useFormAutosave } from '../hooks/use-form-autosave';
import { useRunForm } from '../hooks/use-run-form';
import { useRunInputMode } from '../hooks/use-run-input-mode';
import { useRunLauncher } from '../hooks/use-run-launcher';
import { runApiCurl } from '../utils/run-api-call';
import { keyedError, runInputObject } from '../utils/run-input-json';
import { ConfirmRunDialog } from './confirm-run-dialog';
import { CopyApiCallButton } from './copy-api-call-button';
import { InputModeSwitch } from './input-mode-switch';
import { QuickPurchaseDialog } from './quick-purchase-dialog';
import { RunForm } from './run-form';
import { RunJsonEditor } from './run-json-editor';
import { RunStatusArea } from './run-status-area';
import { EditingConfigurationNotice, SaveConfigurationActions } from './save-configuration-actions';
import { SavedConfigurationView } from './saved-configuration-view';

type NavigationState = { configId?: string; editConfigId?: string } | null;

/**
 * Everything after 'Use This Automation' (spec §2): configuration name, the input form, Save
 * Configuration, Run Automation with the gate and confirm modal, and the live status area.
 */
export function RunPanel({ automation, balance: sessionBalance }: { automation: AutomationDetail; balance: number }) {
  const state = useLocation().state as NavigationState;
  const configId = state?.configId ?? state?.editConfigId ?? null;
  const [open, setOpen] = useState(configId !== null);
  const [saved, setSaved] = useState<{ name: string | null } | null>(null);
  // The saved configuration the form holds; cleared when the form starts over.
  const [editing, setEditing] = useState<{ id: string; name: string | null } | null>(null);
  const form = useRunForm(automation.customFields);
  const input = useRunInputMode(automation.customFields, form);
  // Saved with the configuration, sent with the run (issue 41).
  const [deliver, setDeliver] = useState<ResultDeliveryChoice | null>(null);
  const configuration = useConfiguration(configId);
  const save = useSaveConfiguration();
  const balance = useTokenBalance().data ?? sessionBalance;
  const quote = runQuoteTokens(automation);
  const autosave = useFormAutosave(automation.id, { configName: form.configName, values: form.values }, (draft) => {
    if (configId) return;
    form.reset(draft);
    setOpen(true);
  });
  const launcher = useRunLauncher({ automationId: automation.id, quote, balance, onStarted: autosave.discard });

  const { reset } = form;
  const loaded = configuration.data;
  useEffect(() => {
    if (!loaded) return;
    reset({ configName: loaded.configName ?? '', values: loaded.configData });
    setEditing({ id: loaded.id, name: loaded.configName });
    setDeliver(loaded.deliver);
  }, [loaded, reset]);

  const finished = launcher.run !== null && isFinishedRunStatus(launcher.run.status);

  // A run found on arrival (still going, or just ended) opens the panel to show it.
  if (!open && launcher.run === null) {
    return (
      <Button size="lg" onClick={() => setOpen(true)}>
        Use This Automation
      </Button>
    );
  }
  if (saved) {
    return (
      <SavedConfigurationView
        name={saved.name}
        onConfigureAnother={() => {
          setSaved(null);
          setEditing(null);
          form.reset();
          autosave.clear();
        }}
      />
    );
  }

  const onSave = (asNew: boolean) => {
    // Text that is not JSON yet would otherwise save the last values it held without a word.
    if (input.mode === 'json' && input.readJson() === null) return;
    save.mutate(
      {
        id: asNew ? undefined : editing?.id,
        automationId: automation.id,
        configName: form.configName || null,
        configData: form.values as Record<string, string | number | boolean | null>,
        deliver,
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.details) form.showErrors(error.details);
        },
        onSuccess: (configuration) => {
          autosave.clear();
          setSaved({ name: configuration.configName });
        },
      },
    );
  };
  const onRun = () => (input.mode === 'json' ? input.validateJson() : form.validate()) && launcher.requestRun();
  const apiCall = () => {
    const values = input.mode === 'json' ? input.readJson() : form.values;
    if (values === null) return null;
    const automationRef = automation.slug ?? automation.id;
    const body = runInputObject(automation.customFields, values);
    return runApiCurl({ origin: window.location.origin, automation: automationRef, input: body });
  };
  const firstError = Object.entries(form.errors)[0];
  const banner = input.mode === 'json' ? (input.jsonError ?? (firstError && keyedError(...firstError))) : form.banner;

  return (
    <section aria-label="Configure and run" className="flex flex-col gap-6 rounded-2xl border bg-surface p-6">
      {autosave.restored && <AlertBanner tone="success">Your work was restored!</AlertBanner>}
      {editing && <EditingConfigurationNotice name={editing.name} />}
      <TextField
        id="config-name"
        label="Configuration name"
        placeholder="e.g. Weekly lead export"
        value={form.configName}
        onChange={(event) => form.setConfigName(event.target.value)}
      />
      {automation.exampleInput && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => form.reset({ configName: form.configName, values: automation.exampleInput ?? {} })}
        >
          <Sparkles size={16} aria-hidden="true" /> Fill with example
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <InputModeSwitch mode={input.mode} onChange={input.switchTo} />
        <CopyApiCallButton command={apiCall} />
      </div>
      {input.mode === 'json' ? (
        <RunJsonEditor
          fields={automation.customFields}
          text={input.text}
          onChange={input.changeText}
          jsonError={input.jsonError}
          errors={form.errors}
        />
      ) : (
        <RunForm
          automationId={automation.id}
          fields={automation.customFields}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          onUploading={form.setUploading}
        />
      )}
      <DeliverResultFields
        id="deliver"
        value={deliver}
        onChange={setDeliver}
        urlError={form.errors['deliver.chat.url']}
      />
      {/* Errors of Save and Run sit by those buttons, where the person is looking when they appear. */}
      <div role="group" aria-label="Form actions" className="flex flex-col gap-3">
        {banner && <AlertBanner>{banner}</AlertBanner>}
        {launcher.startError && <AlertBanner>{launcher.startError}</AlertBanner>}
        {save.isError && !banner && <AlertBanner>Failed to save configuration</AlertBanner>}
        {launcher.needsTokens && (
          <AlertBanner tone="info">
            Your balance is below this run&rsquo;s {quote} tokens.{' '}
            <button type="button" className="font-semibold underline" onClick={() => launcher.setGate('buy')}>
              Get more tokens →
            </button>
          </AlertBanner>
        )}
        <div className="flex flex-wrap gap-2">
          <SaveConfigurationActions
            editing={editing}
            saving={save.isPending}
            disabled={form.uploading}
            onSave={onSave}
          />
          <Button
            onClick={onRun}
            disabled={form.uploading || launcher.starting || (launcher.run !== null && !finished)}
          >
            Run Automation
          </Button>
        </div>
      </div>
      {launcher.run && launcher.startedAt !== null && (
        <RunStatusArea
          run={launcher.run}
          timedOut={launcher.timedOut}
          startedAt={launcher.startedAt}
          cancelling={launcher.cancelling}
          onCancel={launcher.cancel}
          onRunAgain={() => {
            setOpen(true);
            launcher.clear();
            setEditing(null);
            form.reset();
            autosave.clear();
          }}
        />
      )}
      <ConfirmRunDialog
        open={launcher.gate === 'confirm'}
        automationName={automation.name}
        quote={quote}
        metered={automation.pricingModel === 'per_minute' || automation.pricingModel === 'hybrid'}
        balance={balance}
        starting={launcher.starting}
        onConfirm={() => launcher.confirm(form.values, state?.configId ?? null, form.showErrors, deliver)}
        onClose={() => launcher.setGate('idle')}
      />
      <QuickPurchaseDialog
        open={launcher.gate === 'buy'}
        onClose={() => launcher.setGate('idle')}
        needed={quote}
        balance={balance}
      />
    </section>
  );
}
