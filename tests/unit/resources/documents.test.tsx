import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES, type DocumentRecord } from '../../../src/contract/documents';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { documents } from '../../../src/resources/documents';
import { uploadDialog } from '../../../src/resources/documents/dialog-store';
import { formatFileSize } from '../../../src/components/file-size';
import { checkDocumentFile, expectedProgress } from '../../../src/components/files';
import { apiUrl, useMswServer } from '../setup';
import { renderPage, signIn } from './helpers';

const server = useMswServer();

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);

function makeDocument(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    id: 'd-1',
    type: 'registration_certificate',
    title: 'Business licence 2024',
    original_name: 'licence.pdf',
    content_type: 'application/pdf',
    size: 2048,
    status: 'pending',
    review_note: null,
    reviewed_at: null,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

const rows: DocumentRecord[] = [
  makeDocument({ id: 'd-1' }),
  makeDocument({ id: 'd-2', type: 'bank_letter', title: null, original_name: 'bank.pdf', status: 'rejected', review_note: 'The stamp is not readable' }),
  makeDocument({ id: 'd-3', type: 'owner_id', title: 'Passport', original_name: 'passport.png', content_type: 'image/png', status: 'verified' }),
];

let listed: string[] = [];
let uploads: Array<{ path: string; fields: Record<string, string>; fileBytes: number | null }> = [];

beforeAll(() => initI18n());
beforeEach(() => {
  listed = [];
  uploads = [];
  signIn();
  server.use(
    http.get(apiUrl('documents'), ({ request }) => {
      const url = new URL(request.url);
      listed.push(decodeURIComponent(url.pathname + url.search));
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 20, totalPages: 1 } });
    }),
  );
});
afterEach(() => {
  uploadDialog.close();
  sessionStore.clear();
});

/** Records what a multipart upload carried, and answers `status` with `body`. */
function answerUpload(path: string, status: number, body: Record<string, unknown>) {
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let fileBytes: number | null = null;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        // jsdom's File and the fetch implementation's differ: the name does not survive, the bytes do.
        else fileBytes = (await value.arrayBuffer()).byteLength;
      }
      uploads.push({ path: new URL(request.url).pathname, fields, fileBytes });
      return HttpResponse.json(body, { status });
    }),
  );
}

const page = (search = '') => renderPage(<ResourceList resource={documents} />, `/documents${search}`, '/documents');
/** The open upload dialog (a DOM query: role queries that check visibility are slow under antd in jsdom). */
const dialog = (): HTMLElement => {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
  if (!found) throw new Error('no open dialog');
  return found;
};
const openDialog = () => waitFor(dialog);
/** A button of the dialog by its text (fast, and whatever icon a busy button shows). */
const dialogButton = (text: string): HTMLButtonElement => {
  const found = [...dialog().querySelectorAll('button')].find((button) => button.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
/** Waits for the file check to finish (the submit button is busy meanwhile). */
const checked = (text: string) => waitFor(() => expect(dialogButton(text)).not.toHaveClass('ant-btn-loading'));

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(dialog()).getByLabelText('Kind of document'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (o) => o.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await user.click(option);
}

describe('document file checks', () => {
  it('takes PDF, PNG and JPEG by their bytes, whatever the name', async () => {
    expect(await checkDocumentFile(new File([PDF_BYTES], 'scan.png'))).toBeUndefined();
    expect(await checkDocumentFile(new File([PNG_BYTES], 'scan.pdf'))).toBeUndefined();
    expect(await checkDocumentFile(new File([JPEG_BYTES], 'scan'))).toBeUndefined();
  });

  it('refuses a renamed executable, an HTML file, an empty and an oversized file with the server’s messages', async () => {
    expect(await checkDocumentFile(new File([EXE_BYTES], 'licence.pdf', { type: 'application/pdf' }))).toBe('Upload a PDF, PNG or JPEG file');
    expect(await checkDocumentFile(new File(['<!doctype html><script>alert(1)</script>'], 'licence.pdf'))).toBe('Upload a PDF, PNG or JPEG file');
    expect(await checkDocumentFile(new File([], 'empty.pdf'))).toBe('The file is empty');
    const big = new File([PDF_BYTES, new Uint8Array(MAX_DOCUMENT_BYTES)], 'big.pdf');
    expect(await checkDocumentFile(big)).toBe('The file is larger than 10 MB');
    const exact = new File([PDF_BYTES, new Uint8Array(MAX_DOCUMENT_BYTES - PDF_BYTES.length)], 'exact.pdf');
    expect(await checkDocumentFile(exact)).toBeUndefined();
  });

  it('formats sizes and moves the progress bar towards 90% only', () => {
    expect(formatFileSize(820, 'en')).toBe('820 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(123_456, 'hi')).toBe('121 KB');
    expect(formatFileSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(expectedProgress(0, 1000)).toBe(0);
    expect(expectedProgress(60_000, 1000)).toBe(90);
    expect(expectedProgress(500, 5_000_000)).toBeLessThan(expectedProgress(500, 10_000));
  });
});

describe('the documents page', { timeout: 90_000 }, () => {
  it('lists each document with its kind, status, the note of a rejected one, and actions by state', async () => {
    page('?type=bank_letter&status=rejected');
    expect(await screen.findByText('Business licence 2024')).toBeInTheDocument();
    expect(listed).toEqual(['/v1/documents?page=1&limit=20&type=bank_letter&status=rejected']);
    const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

    expect(within(row('Business licence 2024')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('Business licence 2024')).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(row('Business licence 2024')).getByText('licence.pdf, 2 KB')).toBeInTheDocument();
    // No title: the kind names it.
    const rejected = row('bank.pdf, 2 KB');
    expect(within(rejected).getAllByText('Bank letter')).toHaveLength(2);
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('The stamp is not readable')).toBeInTheDocument();
    // Reviewed documents can only be downloaded; pending ones have more in a menu.
    expect(within(row('Passport')).getByLabelText('Download: passport.png').tagName).toBe('BUTTON');
    expect(within(row('Passport')).queryByLabelText('More actions for passport.png')).toBeNull();
    expect(within(row('Business licence 2024')).getByLabelText('More actions for licence.pdf').tagName).toBe('BUTTON');
  });

  it('downloads through the blob call and shows the spec’s toast', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:test/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let asked = '';
    server.use(
      http.get(apiUrl('documents/d-3/file'), ({ request }) => {
        asked = request.headers.get('authorization') ?? '';
        return new HttpResponse(PNG_BYTES, {
          headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename="passport.png"; filename*=UTF-8''passport.png` },
        });
      }),
    );
    page();
    await screen.findByText('Passport');
    await user.click(screen.getByLabelText('Download: passport.png'));
    expect(await screen.findByText('File downloaded successfully')).toBeInTheDocument();
    expect(asked).toBe('Bearer tok-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('checks the file before sending, then uploads kind, title and file as multipart', async () => {
    const user = userEvent.setup();
    answerUpload('documents', 201, { success: true, message: 'Document uploaded', data: makeDocument({ id: 'd-9' }) });
    page();
    await screen.findByText('Business licence 2024');
    await user.click(screen.getByText('Upload document').closest('button')!);
    await openDialog();
    expect(within(dialog()).getByText('Upload a document')).toBeInTheDocument();

    await user.upload(await screen.findByTestId('document-file-input'), new File([EXE_BYTES], 'setup.pdf', { type: 'application/pdf' }));
    expect(await within(dialog()).findByText('Upload a PDF, PNG or JPEG file')).toBeInTheDocument();
    await user.click(dialogButton('Upload document'));
    expect(await within(dialog()).findByText('Choose the kind of document')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await chooseType(user, 'Tax certificate');
    await user.type(within(dialog()).getByLabelText('Title'), '  VAT 2024 ');
    await user.upload(screen.getByTestId('document-file-input'), new File([PDF_BYTES], 'vat.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(dialog()).queryByText('Upload a PDF, PNG or JPEG file')).toBeNull());
    const listsBefore = listed.length;
    await user.click(dialogButton('Upload document'));

    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    expect(uploads).toEqual([{ path: '/v1/documents', fields: { type: 'tax_certificate', title: 'VAT 2024' }, fileBytes: PDF_BYTES.length }]);
    await waitFor(() => expect(uploadDialog.get()).toBeNull());
    await waitFor(() => expect(listed.length).toBeGreaterThan(listsBefore));
  });

  it('puts the server’s field messages on the fields', async () => {
    const user = userEvent.setup();
    answerUpload('documents', 413, { success: false, message: 'The file is larger than 10 MB', data: null, errors: { file: 'The file is larger than 10 MB' } });
    page();
    await screen.findByText('Business licence 2024');
    await user.click(screen.getByText('Upload document').closest('button')!);
    await openDialog();
    await chooseType(user, 'Other');
    await user.upload(await screen.findByTestId('document-file-input'), new File([PNG_BYTES], 'scan.png', { type: 'image/png' }));
    await checked('Upload document');
    await user.click(dialogButton('Upload document'));
    // Beside the field and in the error toast.
    await waitFor(() => expect(screen.getAllByText('The file is larger than 10 MB')).toHaveLength(2));
    expect(uploadDialog.get()).not.toBeNull();
  });

  it('replaces the file of a pending document from its row menu', async () => {
    const user = userEvent.setup();
    answerUpload('documents/d-1/file', 200, {
      success: true,
      message: 'File replaced',
      data: makeDocument({ original_name: 'rescan.jpg', content_type: 'image/jpeg' }),
    });
    page();
    await screen.findByText('Business licence 2024');
    await user.click(screen.getByLabelText('More actions for licence.pdf'));
    await user.click(await screen.findByRole('menuitem', { name: 'Replace file' }));
    await openDialog();
    expect(within(dialog()).getByText('Replace the file')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Kind of document')).toBeNull();
    await user.upload(screen.getByTestId('document-file-input'), new File([JPEG_BYTES], 'rescan.jpg', { type: 'image/jpeg' }));
    await checked('Replace file');
    await user.click(dialogButton('Replace file'));
    expect(await screen.findByText('File replaced')).toBeInTheDocument();
    expect(uploads).toEqual([{ path: '/v1/documents/d-1/file', fields: {}, fileBytes: JPEG_BYTES.length }]);
  });
});
