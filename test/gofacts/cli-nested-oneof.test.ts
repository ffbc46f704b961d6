/**
 * A oneof of a nested message set through its wrapper on the request's field
 * (`req.Spec.Id = &payrpc.Spec_AssetId{AssetId: id}`, as tapcli rfq forwardinghistory does):
 * the member is bound to the flag it is read from, so no sample says the CLI cannot set it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';

// Self-written Go (a fixture of this test, not upstream code).
const SOURCE = `package main

import (
	"encoding/hex"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func history(ctx *cli.Context) error {
	client := payrpc.NewPayClient(nil)
	req := &payrpc.HistoryRequest{Limit: int32(ctx.Int("limit"))}
	if idStr := ctx.String("asset_id"); idStr != "" {
		req.Spec = &payrpc.Spec{}
		id, _ := hex.DecodeString(idStr)
		req.Spec.Id = &payrpc.Spec_AssetId{
			AssetId: id,
		}
	}
	_, err := client.History(nil, req)
	return err
}
`;

const field = (name: string, type: FieldModel['type'], oneof: string | null = null) =>
  ({ name, type, oneof, label: 'singular' }) as unknown as FieldModel;

test('a nested oneof member set through its wrapper is bound to its flag', () => {
  const { program, action } = goAction(SOURCE, 'history');
  const spec = {
    fullName: 'payrpc.Spec',
    package: 'payrpc',
    fields: [
      field('asset_id', { kind: 'scalar', name: 'bytes' } as FieldModel['type'], 'id'),
      field('group_key', { kind: 'scalar', name: 'bytes' } as FieldModel['type'], 'id'),
    ],
  } as MessageModel;
  const request = {
    fullName: 'payrpc.HistoryRequest',
    package: 'payrpc',
    fields: [
      field('limit', { kind: 'scalar', name: 'int32' } as FieldModel['type']),
      field('spec', { kind: 'message', fullName: 'payrpc.Spec' } as FieldModel['type']),
    ],
  } as MessageModel;
  const [read] = actionInputs({ program, action }, 'payrpc.Pay.History', request, { nested: [spec] }).requests;
  assert.deepEqual(
    read!.fields.find((f) => f.field === 'spec.asset_id'),
    { field: 'spec.asset_id', flags: ['asset_id'], slots: [] },
  );
  assert.ok(!read!.fields.some((f) => f.field === 'spec.group_key'));
});
