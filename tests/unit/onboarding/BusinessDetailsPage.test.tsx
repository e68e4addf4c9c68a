import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_TYPES } from '../../../src/contract/constants';
import BusinessDetailsPage from '../../../src/onboarding/BusinessDetailsPage';
import { navigation } from '../../../src/providers/http';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';
import { allFieldErrors, chooseOption, fieldErrors, findToast, initTestI18n, makeUser, openSelect, renderScreen, setupUser, signInAs } from './helpers';

const SUBMIT = apiUrl('seller/business-details');
const server = useMswServer();

// antd renders slowly in jsdom; filling thirteen fields takes more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The labels of the required text fields and the message each one gives when left empty (spec 5). */
const REQUIRED_TEXT: Array<[label: string, message: string]> = [
  ['Business name', 'Business name is required'],
  ['Registration number', 'Registration number is required'],
  ['Contact number', 'Contact number is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State / province', 'State is required'],
  ['Postal code', 'Postal code is required'],
  ['Contact person', 'Contact person is required'],
  ['Contact email', 'Contact email is required'],
  ['Contact phone', 'Contact phone is required'],
];
const REQUIRED_SELECTS: Array<[label: string, message: string]> = [
  ['Business type', 'Business type is required'],
  ['Country', 'Country is required'],
];

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  resetToasts();
  // A brand-new seller without a number on file: no contact fields are filled in for them.
  signInAs(makeUser({ is_verified: true, name: '', email: '' }));
});
afterEach(() => {
  sessionStore.clear();
  resetToasts();
  vi.restoreAllMocks();
});

async function fillValid(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Business name': 'Sunrise Textiles',
    'Registration number': 'U17110MH2019PTC123456',
    'Contact number': '+91 22 4000 1234',
    Address: '12 Mill Road\nLower Parel',
    City: 'Mumbai',
    'State / province': 'Maharashtra',
    'Postal code': '400013',
    'Contact person': 'Meera Iyer',
    'Contact email': 'meera@sunrise.example',
    'Contact phone': '+91 9876543210',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
  await chooseOption(user, 'Business type', 'Limited Liability Company (LLC)');
  await chooseOption(user, 'Country', 'India');
}

describe('Business Details: the form', () => {
  it('has the heading, the three sections and the submit button with the spec texts', () => {
    renderScreen(<BusinessDetailsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Business Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Business Information', 'Business Address', 'Contact Information']);
    expect(screen.getByRole('button', { name: 'Submit Business Details' })).toHaveAttribute('type', 'submit');
  });

  it('puts each of the 13 fields, labelled, in its section', () => {
    renderScreen(<BusinessDetailsPage />);
    const section = (name: string) => screen.getByRole('region', { name });
    const inSection = (name: string, labels: Array<string | RegExp>) => {
      for (const label of labels) expect(within(section(name)).getByLabelText(label)).toBeInTheDocument();
    };
    inSection('Business Information', ['Business name', 'Business type', 'Registration number', 'Contact number', /^Tax ID/]);
    inSection('Business Address', ['Address', 'City', 'State / province', 'Country', 'Postal code']);
    inSection('Contact Information', ['Contact person', 'Contact email', 'Contact phone']);
  });

  it('makes the address a textarea of 3 rows', () => {
    renderScreen(<BusinessDetailsPage />);
    const address = screen.getByLabelText('Address');
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveAttribute('rows', '3');
  });

  it('marks every field required except tax_id, which says it is optional', () => {
    renderScreen(<BusinessDetailsPage />);
    for (const [label] of [...REQUIRED_TEXT, ...REQUIRED_SELECTS]) expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    const taxId = screen.getByLabelText('Tax ID (optional)');
    expect(taxId).not.toHaveAttribute('aria-required');
  });

  it('offers exactly the spec business types, and the spec countries first (then all others, see CountryPicker)', async () => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    expect(await openSelect(user, 'Business type')).toEqual([...BUSINESS_TYPES]);
    await user.keyboard('{Escape}');
    const countries = await openSelect(user, 'Country');
    expect(countries.slice(0, 8)).toEqual(['United States', 'United Kingdom', 'India', 'Canada', 'Australia', 'Germany', 'France', 'Other']);
  });

  it('starts the contact from the signed-in seller: name, email and verified number', () => {
    sessionStore.setUser(makeUser({ is_verified: true, name: 'Meera Iyer', email: 'meera@example.com', phone: '9876543210', country_code: '+91' }));
    renderScreen(<BusinessDetailsPage />);
    expect(screen.getByLabelText('Contact number')).toHaveValue('+91 9876543210');
    expect(screen.getByLabelText('Contact person')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Contact email')).toHaveValue('meera@example.com');
    expect(screen.getByLabelText('Contact phone')).toHaveValue('+91 9876543210');
  });
});

describe('Business Details: messages', () => {
  it('shows no message before a field is touched', async () => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    await user.click(screen.getByLabelText('Business name'));
    expect(allFieldErrors()).toEqual([]);
  });

  it.each(REQUIRED_TEXT)("%s: left empty, it says '%s', and only there", async (label, message) => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    await user.click(screen.getByLabelText(label));
    await user.tab();
    await waitFor(() => expect(fieldErrors(label)).toEqual([message]));
    expect(allFieldErrors()).toEqual([message]);
  });

  it.each(REQUIRED_SELECTS)("%s: closed without a choice, it says '%s'", async (label, message) => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    await openSelect(user, label);
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() => expect(fieldErrors(label)).toEqual([message]));
    expect(allFieldErrors()).toEqual([message]);
  });

  it("says 'Invalid email' for a malformed contact email and clears it once fixed", async () => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    await user.type(screen.getByLabelText('Contact email'), 'meera@');
    await user.tab();
    await waitFor(() => expect(fieldErrors('Contact email')).toEqual(['Invalid email']));
    await user.type(screen.getByLabelText('Contact email'), 'sunrise.example');
    await waitFor(() => expect(fieldErrors('Contact email')).toEqual([]));
  });

  it('leaves tax_id optional: touched and empty, no message', async () => {
    const user = setupUser();
    renderScreen(<BusinessDetailsPage />);
    await user.click(screen.getByLabelText('Tax ID (optional)'));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldErrors('Tax ID (optional)')).toEqual([]);
  });

  it('on submit shows every required message at once and sends nothing', async () => {
    const user = setupUser();
    const sent = vi.fn();
    server.use(http.post(SUBMIT, () => sent()));
    renderScreen(<BusinessDetailsPage />);
    await user.click(screen.getByRole('button', { name: 'Submit Business Details' }));
    const expected = [
      'Business name is required',
      'Business type is required',
      'Registration number is required',
      'Contact number is required',
      'Address is required',
      'City is required',
      'State is required',
      'Country is required',
      'Postal code is required',
      'Contact person is required',
      'Contact email is required',
      'Contact phone is required',
    ];
    await waitFor(() => expect(allFieldErrors()).toEqual(expected));
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('Business Details: submitting', () => {
  it('sends exactly the 13 fields, trimmed, stores the details and goes to / with a reload', async () => {
    const user = setupUser();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        const { tax_id: _taxId, ...stored } = body;
        return HttpResponse.json({ success: true, message: 'Business details submitted', data: stored }, { status: 201 });
      }),
    );
    renderScreen(<BusinessDetailsPage />);
    await fillValid(user, { 'Business name': '  Sunrise Textiles  ' });
    await user.click(screen.getByRole('button', { name: 'Submit Business Details' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(bodies).toEqual([
      {
        business_name: 'Sunrise Textiles',
        business_type: 'Limited Liability Company (LLC)',
        registration_number: 'U17110MH2019PTC123456',
        contact_number: '+91 22 4000 1234',
        tax_id: '',
        address: '12 Mill Road\nLower Parel',
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'IN',
        postal_code: '400013',
        contact_person: 'Meera Iyer',
        contact_email: 'meera@sunrise.example',
        contact_phone: '+91 9876543210',
      },
    ]);
    expect(Object.keys(bodies[0] as object)).toHaveLength(13);
    expect(sessionStore.getState().login.userDetails?.business_details).toMatchObject({ business_name: 'Sunrise Textiles', country: 'IN' });
    expect(navigate).toHaveBeenCalledTimes(1);
    // Busy until the page goes: nothing is sent twice.
    expect(screen.getByRole('button', { name: /Submit Business Details/ })).toHaveClass('ant-btn-loading');
  });

  it('sends tax_id when one is given', async () => {
    const user = setupUser();
    vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const bodies: Array<Record<string, string>> = [];
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        return HttpResponse.json({ success: true, message: 'Business details submitted', data: body }, { status: 201 });
      }),
    );
    renderScreen(<BusinessDetailsPage />);
    await fillValid(user, { 'Tax ID (optional)': '27AAPFU0939F1ZV' });
    await user.click(screen.getByRole('button', { name: 'Submit Business Details' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].tax_id).toBe('27AAPFU0939F1ZV');
  });

  it("toasts 'Failed to submit business details' and puts the server's field errors on the fields", async () => {
    const user = setupUser();
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    server.use(
      http.post(SUBMIT, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields are not valid',
            data: null,
            errors: { postal_code: 'At most 20 characters', contact_email: 'Invalid email' },
          },
          { status: 400 },
        ),
      ),
    );
    renderScreen(<BusinessDetailsPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Business Details' }));
    expect(await findToast('Failed to submit business details')).toHaveAttribute('role', 'alert');
    // antd renders each field's error on its own tick: wait for both.
    await waitFor(() => {
      expect(fieldErrors('Postal code')).toEqual(['At most 20 characters']);
      expect(fieldErrors('Contact email')).toEqual(['Invalid email']);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().login.userDetails?.business_details).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Business Details' })).toBeEnabled();
  });

  it("toasts 'Failed to submit business details' and explains a refusal that is not about a field", async () => {
    const user = setupUser();
    server.use(
      http.post(SUBMIT, () =>
        HttpResponse.json({ success: false, message: 'Business details are already submitted. Edit them in your store profile', data: null }, { status: 409 }),
      ),
    );
    renderScreen(<BusinessDetailsPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Business Details' }));
    await findToast('Failed to submit business details');
    expect(await screen.findByText('Business details are already submitted. Edit them in your store profile')).toBeInTheDocument();
  });
});
