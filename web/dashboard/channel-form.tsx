import { useState } from 'preact/hooks';
import { gql } from './api.js';
import { CHANNEL_FORMS, CREATE_CHANNEL } from './operations.js';
import { Alert } from './status.js';
import { useData } from './use-data.js';

interface SettingField {
  name: string;
  description: string | null;
  type: { kind: string; name: string | null; ofType: { name: string } | null };
}

interface Forms {
  kinds: { enumValues: { name: string; description: string | null }[] };
  settings: { inputFields: { name: string; type: { name: string; inputFields: SettingField[] } }[] };
}

/** A setting's value from its field's text, by its GraphQL type; undefined when left empty. */
function settingValue(field: SettingField, text: string): unknown {
  if (text === '') return undefined;
  const type = field.type.name ?? field.type.ofType?.name;
  if (type === 'Int') return Number.parseInt(text, 10);
  if (type === 'Boolean') return text === 'true';
  return text;
}

/**
 * A new channel of any kind. The form is the schema's: the kinds are `ChannelKind`'s values and each
 * kind's settings the fields of its input in `ChannelSettingsInput` (the kinds' settings table), read
 * by introspection — a kind added on the server shows up here with its fields.
 */
export function ChannelForm({ project, onCreated }: { project: string; onCreated: () => void }) {
  const forms = useData(() => gql<Forms>(CHANNEL_FORMS), []);
  const [kind, setKind] = useState('WEBHOOK');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [settings, setSettings] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  if (!forms.data) return <Alert message={forms.error} />;
  const key = kind.toLowerCase();
  const fields = forms.data.settings.inputFields.find((field) => field.name === key)?.type.inputFields ?? [];
  const hint = forms.data.kinds.enumValues.find((each) => each.name === kind)?.description;

  async function create(event: Event) {
    event.preventDefault();
    setError(undefined);
    const given = Object.fromEntries(
      fields
        .map((field) => [field.name, settingValue(field, settings[field.name] ?? '')])
        .filter(([, v]) => v !== undefined),
    );
    try {
      await gql(CREATE_CHANNEL, {
        project,
        kind,
        name,
        value,
        settings: Object.keys(given).length ? { [key]: given } : null,
      });
      setName('');
      setValue('');
      setSettings({});
      onCreated();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form class="channel-form" onSubmit={(event) => void create(event)}>
      <label>
        Kind
        <select
          value={kind}
          onChange={(e) => {
            setKind(e.currentTarget.value);
            setSettings({});
          }}
        >
          {forms.data.kinds.enumValues.map((each) => (
            <option key={each.name} value={each.name}>
              {each.name.toLowerCase()}
            </option>
          ))}
        </select>
      </label>
      {hint ? <p class="muted">{hint}</p> : null}
      <label>
        Name
        <input value={name} maxLength={100} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        Value
        <input value={value} required onInput={(e) => setValue(e.currentTarget.value)} />
      </label>
      {fields.map((field) => {
        const type = field.type.name ?? field.type.ofType?.name;
        const id = `setting-${field.name}`;
        return (
          <div key={field.name}>
            <label for={id}>{field.name}</label>
            {type === 'Boolean' ? (
              <select
                id={id}
                value={settings[field.name] ?? ''}
                onChange={(e) => setSettings({ ...settings, [field.name]: e.currentTarget.value })}
              >
                <option value="">(default)</option>
                <option value="true">yes</option>
                <option value="false">no</option>
              </select>
            ) : (
              <input
                id={id}
                inputMode={type === 'Int' ? 'numeric' : 'text'}
                value={settings[field.name] ?? ''}
                onInput={(e) => setSettings({ ...settings, [field.name]: e.currentTarget.value })}
              />
            )}
            {field.description ? <p class="muted">{field.description}</p> : null}
          </div>
        );
      })}
      <Alert message={error} />
      <button type="submit">Add integration</button>
    </form>
  );
}
