import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StepFrame } from '../form-host';
import { StepField } from '../step-field';
import { StepLoading } from '../step-loading';
import { Button } from '../../ui/button';
import { errorText } from '../../api/error-text';
import { fetchOnboardingConfiguration, onboardingKeys, uploadDocument } from '../../api/onboarding';
import { toApiError } from '../../api/http';
import { useUserInfo } from '../../api/queries';
import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES, type DocumentKind, type HostDocument, type OnboardingConfiguration } from '../../../shared/schemas/onboarding';

// Identity, company and payout documents (steps verification/upload, payout/upload,
// identity-and-payout-details/upload and /payout-document). The host picks what kind of document
// and one or more files; each file is uploaded on its own with its progress, and a refused file
// shows its own reason without sinking the others. Files save as they go, so the step's Save only
// records progress; it is possible once a document of this step's kinds is on file.

export type DocumentPurpose = 'identity' | 'payout';

const KINDS: Record<DocumentPurpose, { individual: DocumentKind[]; company: DocumentKind[] }> = {
  identity: { individual: ['id-card', 'passport', 'driving-licence'], company: ['company-registration', 'id-card', 'passport'] },
  payout: { individual: ['bank-statement'], company: ['bank-statement'] },
};

interface PendingFile {
  key: number;
  name: string;
  progress: number;
  /** A translated reason when the file was refused. */
  error?: string;
}

const ACCEPT = [...DOCUMENT_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');
const looksAccepted = (file: File) => (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);
let nextKey = 1;

function DocumentsEditor({ purpose, kinds, configuration }: { purpose: DocumentPurpose; kinds: DocumentKind[]; configuration: OnboardingConfiguration }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [kind, setKind] = useState<DocumentKind>(kinds[0]);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [uploadedNow, setUploadedNow] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const onFile = configuration.documents.filter((d) => kinds.includes(d.kind));
  const busy = pending.some((p) => p.progress < 1 && !p.error);
  const mb = Math.round(MAX_DOCUMENT_BYTES / (1024 * 1024));

  const patch = (key: number, change: Partial<PendingFile>) => setPending((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));
  async function send(file: File) {
    const key = nextKey++;
    setPending((ps) => [...ps, { key, name: file.name, progress: 0 }]);
    if (!looksAccepted(file)) return patch(key, { error: intl.formatMessage({ id: 'listing.onboarding.docs.wrongType' }) });
    if (file.size > MAX_DOCUMENT_BYTES) return patch(key, { error: intl.formatMessage({ id: 'listing.onboarding.docs.tooLarge' }, { mb }) });
    try {
      const answer = await uploadDocument(file, kind, (progress) => patch(key, { progress: Math.min(progress, 0.99) }));
      client.setQueryData<OnboardingConfiguration>(onboardingKeys.configuration, (c) => (c ? { ...c, documents: answer.documents } : c));
      setPending((ps) => ps.filter((p) => p.key !== key));
      setUploadedNow((n) => n + 1);
    } catch (error) {
      const e = toApiError(error);
      const reason = Object.values(e.fields)[0]?.[0];
      // The server's reasons are English sentences; the host reads the translated kind of problem.
      const id = e.status === 413 ? 'listing.onboarding.docs.tooLarge' : reason && /PDF|JPEG|PNG/.test(reason) ? 'listing.onboarding.docs.wrongType' : null;
      patch(key, { error: id ? intl.formatMessage({ id }, { mb }) : errorText(intl, e.general[0] ?? 'errors.unknown') });
    }
  }

  return (
    <StepFrame values={{ documentIds: onFile.map((d) => d.id) }} dirty={uploadedNow > 0} valid={onFile.length > 0 && !busy}>
      <div className="onboarding-form">
        <p className="onboarding-form__note">
          <FormattedMessage id={`listing.onboarding.docs.intro.${purpose}`} values={{ mb }} />
        </p>
        <h3 className="onboarding-form__subheading">
          <FormattedMessage id="listing.onboarding.docs.onFile" />
        </h3>
        {onFile.length === 0 ? (
          <p className="onboarding-form__note">
            <FormattedMessage id="listing.onboarding.docs.none" />
          </p>
        ) : (
          <ul className="onboarding-docs" aria-label={intl.formatMessage({ id: 'listing.onboarding.docs.onFile' })}>
            {onFile.map((d: HostDocument) => (
              <li key={d.id}>
                <span>{d.fileName}</span>
                <span>
                  <FormattedMessage id={`listing.onboarding.docs.kind.${d.kind}`} /> · {intl.formatNumber(d.byteSize / 1024, { maximumFractionDigits: 0 })} KB
                </span>
              </li>
            ))}
          </ul>
        )}
        {kinds.length > 1 && (
          <StepField label={<FormattedMessage id="listing.onboarding.docs.kind" />} required>
            {(field) => (
              <select {...field} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {intl.formatMessage({ id: `listing.onboarding.docs.kind.${k}` })}
                  </option>
                ))}
              </select>
            )}
          </StepField>
        )}
        <StepField label={<FormattedMessage id="listing.onboarding.docs.file" />} required={onFile.length === 0} hint={<FormattedMessage id="listing.onboarding.docs.accepted" values={{ mb }} />}>
          {(field) => (
            <input
              {...field}
              ref={input}
              type="file"
              accept={ACCEPT}
              multiple
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                files.forEach((f) => void send(f));
              }}
            />
          )}
        </StepField>
        {pending.length > 0 && (
          <ul className="onboarding-docs" aria-live="polite">
            {pending.map((p) => (
              <li key={p.key}>
                <span>{p.name}</span>
                {p.error ? (
                  <>
                    <p className="onboarding-docs__error" role="alert">
                      {p.error}
                    </p>
                    <Button variant="ghost" onClick={() => setPending((ps) => ps.filter((x) => x.key !== p.key))} aria-label={intl.formatMessage({ id: 'listing.onboarding.docs.dismissNamed' }, { name: p.name })}>
                      <FormattedMessage id="listing.onboarding.docs.dismiss" />
                    </Button>
                  </>
                ) : (
                  <progress max={1} value={p.progress} aria-label={intl.formatMessage({ id: 'listing.onboarding.docs.uploading' }, { name: p.name })} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </StepFrame>
  );
}

/** kinds: only these kinds of the purpose's (the verification flow asks for a company's registration and an owner's ID on separate steps). */
export function DocumentsForm({ purpose, kinds: only }: { purpose: DocumentPurpose; kinds?: readonly DocumentKind[] }) {
  const user = useUserInfo();
  const query = useQuery({ queryKey: onboardingKeys.configuration, queryFn: ({ signal }) => fetchOnboardingConfiguration(signal) });
  if (!user.data || !query.data || !query.isFetchedAfterMount) {
    return <StepLoading failed={user.isError || query.isError} onRetry={() => (user.isError ? user.refetch() : query.refetch())} />;
  }
  const kinds = KINDS[purpose][user.data.type === 'company' ? 'company' : 'individual'].filter((k) => query.data.documentKinds.includes(k) && (!only || only.includes(k)));
  return <DocumentsEditor purpose={purpose} kinds={kinds} configuration={query.data} />;
}
