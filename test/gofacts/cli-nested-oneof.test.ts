/**
 * A oneof of a nested message set through its wrapper on the request's field
 * (`req.Spec.Id = &payrpc.Spec_AssetId{AssetId: id}`, as tapcli rfq forwardinghistory does):
 * the member is bound to the flag it is read from, so no sample says the CLI cannot set it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionInputs, fixtureMessage, goAction } from '../helpers/go-fixtures.ts';

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

test('a nested oneof member set through its wrapper is bound to its flag', () => {
  const { program, action } = goAction(SOURCE, 'history');
  const spec = fixtureMessage('payrpc.Spec', [
    ['asset_id', 'bytes', { oneof: 'id' }],
    ['group_key', 'bytes', { oneof: 'id' }],
  ]);
  const request = fixtureMessage('payrpc.HistoryRequest', [
    ['limit', 'int32'],
    ['spec', 'payrpc.Spec'],
  ]);
  const [read] = actionInputs({ program, action }, 'payrpc.Pay.History', request, { nested: [spec] }).requests;
  assert.deepEqual(
    read!.fields.find((f) => f.field === 'spec.asset_id'),
    { field: 'spec.asset_id', flags: ['asset_id'], slots: [] },
  );
  assert.ok(!read!.fields.some((f) => f.field === 'spec.group_key'));
});
