import { describe, expect, it } from 'vitest';
import type { Documents } from '@shared/contracts/user';
import {
  canUpload,
  checkChosenFile,
  documentRows,
  hubIcon,
  identityDocsStatus,
  MAX_UPLOAD_BYTES,
  photoFolderOf,
  photoIssues,
  showIdentityUploadButton,
  showWbOptIn,
  sizeMessage,
  sniffType,
  studentMayMove,
  typeMessage,
} from '@shared/domain/documents';

const docs = (over: Partial<Documents> = {}): Documents => ({
  birthCertificateStatus: 'incomplete',
  socialSecurityCardStatus: 'incomplete',
  proofOfResidenceStatus: 'incomplete',
  driversLicenseStatus: 'incomplete',
  dotPhysicalStatus: 'incomplete',
  clpStatus: 'incomplete',
  cdlaStatus: 'incomplete',
  endorsementDoublesTriplesStatus: 'incomplete',
  endorsementHazmatStatus: 'incomplete',
  endorsementTankersStatus: 'incomplete',
  endorsementTWICStatus: 'incomplete',
  fwAgreementStatus: 'incomplete',
  irsFormStatus: 'incomplete',
  idDocsStatus: null,
  wbReverseReferralOptIn: false,
  ...over,
});

describe('file messages (spec 000 §5)', () => {
  it('words the size message with the size in MB and the 10 MB limit', () => {
    expect(sizeMessage(12.5 * 1024 * 1024)).toBe(
      'File size (12.5 MB) exceeds the maximum allowed size of 10 MB.',
    );
  });
  it('words the type message with the accepted types', () => {
    expect(typeMessage('image/gif')).toBe(
      'File type "image/gif" is not supported. Please use: image/png, image/jpeg.',
    );
  });
  it('accepts PNG and JPEG up to exactly 10 MB', () => {
    expect(checkChosenFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkChosenFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkChosenFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toMatch(/^File size/);
    expect(checkChosenFile({ type: 'image/heic', size: 1 })).toMatch(/^File type "image\/heic"/);
    expect(checkChosenFile({ type: '', size: 1 })).toMatch(/^File type "unknown"/);
  });
});

describe('sniffType decides by the bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('knows JPEG, PNG, GIF, PDF and HTML', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffType(new TextEncoder().encode('GIF89a......'))).toBe('image/gif');
    expect(sniffType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffType(new TextEncoder().encode('  <!DOCTYPE html><html>'))).toBe('text/html');
    expect(sniffType(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('document status rules (spec 000 §4, 001 §2)', () => {
  it('shows camera, eyes or check, and opens only an incomplete folder', () => {
    expect(hubIcon('incomplete')).toBe('camera');
    expect(hubIcon('pending')).toBe('eyes');
    expect(hubIcon('complete')).toBe('check');
    expect(canUpload('incomplete')).toBe(true);
    expect(canUpload('pending')).toBe(false);
    expect(canUpload('complete')).toBe(false);
  });
  it('lets a student move only incomplete to pending', () => {
    expect(studentMayMove('incomplete', 'pending')).toBe(true);
    expect(studentMayMove('pending', 'pending')).toBe(true);
    expect(studentMayMove('incomplete', 'complete')).toBe(false);
    expect(studentMayMove('pending', 'complete')).toBe(false);
    expect(studentMayMove('complete', 'pending')).toBe(false);
    expect(studentMayMove('pending', 'incomplete')).toBe(false);
  });
  it('maps folders to their documents, and refuses folders that take no photo', () => {
    expect(photoFolderOf('cdlAPermit')?.statusKey).toBe('clpStatus');
    expect(photoFolderOf('cdlALicense')?.milestone).toBe('gotLicense');
    expect(photoFolderOf('driversLicense')?.milestone).toBe('startedSchool');
    expect(photoFolderOf('resume')).toBeNull();
    expect(photoFolderOf('../etc')).toBeNull();
  });
  it('sets the identity status once all four hub documents are in', () => {
    const four = {
      birthCertificateStatus: 'complete',
      proofOfResidenceStatus: 'pending',
      socialSecurityCardStatus: 'complete',
    } as const;
    expect(identityDocsStatus(docs({ ...four, driversLicenseStatus: 'incomplete' }))).toBeNull();
    expect(identityDocsStatus(docs({ ...four, driversLicenseStatus: 'complete' }))).toBe('pending');
    expect(
      identityDocsStatus(
        docs({ ...four, proofOfResidenceStatus: 'complete', driversLicenseStatus: 'complete' }),
      ),
    ).toBe('complete');
  });
});

describe('buttons by role (spec 000 §6)', () => {
  it('offers identity uploads only when unset and rank is not 0 or 5', () => {
    expect(showIdentityUploadButton(null, 2)).toBe(true);
    expect(showIdentityUploadButton(null, 0)).toBe(false);
    expect(showIdentityUploadButton(null, 5)).toBe(false);
    expect(showIdentityUploadButton('pending', 2)).toBe(false);
  });
  it('offers the WB opt-in only with a board, not opted in, rank not 5', () => {
    expect(showWbOptIn(true, false, 4)).toBe(true);
    expect(showWbOptIn(false, false, 4)).toBe(false);
    expect(showWbOptIn(true, true, 4)).toBe(false);
    expect(showWbOptIn(true, false, 5)).toBe(false);
  });
  it('lists the eleven documents in the spec order, with WB and resume from their own facts', () => {
    const rows = documentRows(docs({ wbReverseReferralOptIn: true, clpStatus: 'pending' }), {
      hasResume: false,
    });
    expect(rows.map((r) => r.name)).toEqual([
      'birthCertificate',
      'socialSecurityCard',
      'proofOfResidence',
      'driversLicense',
      'dotPhysical',
      'clp',
      'cdla',
      'agreement',
      'wbEnrollment',
      'irsForm',
      'resume',
    ]);
    expect(rows.find((r) => r.name === 'wbEnrollment')!.status).toBe('complete');
    expect(rows.find((r) => r.name === 'clp')!.status).toBe('pending');
    expect(rows.find((r) => r.name === 'resume')!.status).toBe('incomplete');
    expect(rows.find((r) => r.name === 'clp')!.uploadPath).toBe('/program/documents/upload/cdlAPermit');
  });
});

describe('photo checks before upload', () => {
  const sample = (w: number, h: number, pixel: (x: number, y: number) => number, size = [1200, 900]) => {
    const luma = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) luma[y * w + x] = pixel(x, y);
    return { width: size[0]!, height: size[1]!, luma, sampleWidth: w, sampleHeight: h };
  };
  const text = (x: number, y: number) => (y % 8 < 3 && x % 40 < 30 ? 20 : 235);
  it('passes a bright, sharp, large document', () => {
    expect(photoIssues(sample(64, 48, text))).toEqual([]);
  });
  it('warns about a small, a dark and a blurred photo', () => {
    expect(photoIssues(sample(64, 48, text, [400, 300]))).toEqual(['small']);
    expect(photoIssues(sample(64, 48, (x, y) => text(x, y) / 8))).toContain('dark');
    expect(photoIssues(sample(64, 48, () => 200))).toEqual(['blurry']);
  });
});
