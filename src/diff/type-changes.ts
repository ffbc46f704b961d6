/**
 * How one message's fields or one enum's values changed. Fields are paired by name and
 * number; then by number alone (renamed); then by name alone (renumbered). Enum values
 * likewise, name first (renumbered), then number (renamed).
 */
import type { ChangeFacts, DiffEnum, DiffMessage, Severity } from './api-changes.ts';
import { type DeprecationMarks, inCommentFact, newDeprecation } from './deprecation-change.ts';
import { pairItems } from './pair-items.ts';
import {
  labelChangeSeverity,
  labelChanged,
  shapeOf,
  typeChangeSeverity,
  typeChanged,
  typeText,
} from './field-shape.ts';

/** A change of a message or enum member, and which release shows the member. */
export interface MemberDelta {
  facts: ChangeFacts;
  severity: Severity;
  /** The member's name in the release that shows it (the old one for removals). */
  member: string;
  /** Whether `member` is in the old release (removals) or the new one. */
  side: 'old' | 'new';
  /** For members of both releases: the name in the old release. */
  oldMember?: string;
}

/** Field changes of a message both releases have. */
export function messageDeltas(from: DiffMessage, to: DiffMessage): MemberDelta[] {
  const type = to.fullName;
  const { pairs, removed, added } = pairItems(
    from.fields,
    to.fields,
    (a, b) => a.name === b.name && a.number === b.number,
    (a, b) => a.number === b.number,
    (a, b) => a.name === b.name,
  );
  const deltas: MemberDelta[] = [];
  for (const [a, b] of pairs) {
    const both = { member: b.name, side: 'new' as const, oldMember: a.name };
    if (a.name !== b.name) {
      deltas.push({
        ...both,
        severity: 'json-breaking',
        facts: { kind: 'field-renamed', type, field: b.name, from: a.name, number: b.number },
      });
    }
    if (a.number !== b.number) {
      deltas.push({
        ...both,
        severity: 'wire-breaking',
        facts: { kind: 'field-number-changed', type, field: b.name, from: a.number, to: b.number },
      });
    }
    const [shapeA, shapeB] = [shapeOf(a), shapeOf(b)];
    if (typeChanged(a, b)) {
      deltas.push({
        ...both,
        severity: typeChangeSeverity(a, b),
        facts: { kind: 'field-type-changed', type, field: b.name, from: typeText(shapeA), to: typeText(shapeB) },
      });
    }
    if (labelChanged(shapeA, shapeB)) {
      deltas.push({
        ...both,
        severity: labelChangeSeverity(shapeA, shapeB),
        facts: { kind: 'field-label-changed', type, field: b.name, from: shapeA, to: shapeB },
      });
    }
    const deprecation = newDeprecation(marksOf(a), marksOf(b));
    if (deprecation) {
      deltas.push({
        ...both,
        severity: 'non-breaking',
        facts: { kind: 'field-deprecated', type, field: b.name, ...inCommentFact(deprecation) },
      });
    }
  }
  // Without `reserved` in the model a removed number may be reused: breaking, as buf's
  // FIELD_NO_DELETE_UNLESS_NUMBER_RESERVED judges it; and clients lose the data.
  for (const f of removed) {
    deltas.push({
      member: f.name,
      side: 'old',
      severity: 'wire-breaking',
      facts: { kind: 'field-removed', type: from.fullName, field: f.name, shape: shapeOf(f) },
    });
  }
  for (const f of added) {
    deltas.push({
      member: f.name,
      side: 'new',
      severity: 'non-breaking',
      facts: { kind: 'field-added', type, field: f.name, shape: shapeOf(f) },
    });
  }
  return deltas;
}

/** Value changes of an enum both releases have. */
export function enumDeltas(from: DiffEnum, to: DiffEnum): MemberDelta[] {
  const type = to.fullName;
  const { pairs, removed, added } = pairItems(
    from.values,
    to.values,
    (a, b) => a.name === b.name && a.number === b.number,
    (a, b) => a.name === b.name,
    (a, b) => a.number === b.number,
  );
  const deltas: MemberDelta[] = [];
  for (const [a, b] of pairs) {
    const both = { member: b.name, side: 'new' as const, oldMember: a.name };
    if (a.number !== b.number) {
      deltas.push({
        ...both,
        severity: 'wire-breaking',
        facts: { kind: 'enum-value-renumbered', type, value: b.name, from: a.number, to: b.number },
      });
    }
    // JSON carries enum values by name.
    if (a.name !== b.name) {
      deltas.push({
        ...both,
        severity: 'json-breaking',
        facts: { kind: 'enum-value-renamed', type, value: b.name, from: a.name, number: b.number },
      });
    }
    const deprecation = newDeprecation(marksOf(a), marksOf(b));
    if (deprecation) {
      deltas.push({
        ...both,
        severity: 'non-breaking',
        facts: { kind: 'enum-value-deprecated', type, value: b.name, number: b.number, ...inCommentFact(deprecation) },
      });
    }
  }
  for (const v of removed) {
    deltas.push({
      member: v.name,
      side: 'old',
      severity: 'wire-breaking',
      facts: { kind: 'enum-value-removed', type: from.fullName, value: v.name, number: v.number },
    });
  }
  for (const v of added) {
    deltas.push({
      member: v.name,
      side: 'new',
      severity: 'non-breaking',
      facts: { kind: 'enum-value-added', type, value: v.name, number: v.number },
    });
  }
  return deltas;
}

/** A field's or enum value's deprecation marks: its `deprecated` is the option. */
function marksOf(member: { deprecated: boolean; deprecatedInComment: boolean }): DeprecationMarks {
  return { option: member.deprecated, comment: member.deprecatedInComment };
}
