/**
 * Request fields a CLI action writes from no flag or argument the reading traces (a constant a
 * flag's branch picks, a value of the daemon's) are `writtenOtherwise`, never "no flag" fields;
 * a field computed from its own flag and from inputs other fields carry keeps its own inputs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';

const SOURCE = `package main

import (
	"fmt"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func feeLimit(ctx *cli.Context, amt int64) int64 {
	if ctx.IsSet("fee_limit") {
		return ctx.Int64("fee_limit")
	}
	return amt / 100
}

func pay(ctx *cli.Context) error {
	client := payrpc.NewPayClient(nil)
	immediate := false
	switch {
	case ctx.Bool("immediate") && ctx.Bool("force"):
		return fmt.Errorf("cannot set both")
	case ctx.Bool("immediate"):
		immediate = true
	}
	amt := ctx.Int64("amt")
	req := &payrpc.PayRequest{
		Amt:       amt,
		Immediate: immediate,
		Fee:       feeLimit(ctx, amt),
		Reversed:  !ctx.Bool("forwards"),
	}
	_, err := client.Pay(nil, req)
	return err
}
`;

const scalar = (name: string, type: string) =>
  ({ name, type: { kind: 'scalar', name: type }, oneof: null, label: 'singular' }) as unknown as FieldModel;

test('a constant a flag picks and a negated flag are written otherwise; a computed field keeps its own flag', () => {
  const { program, action } = goAction(SOURCE, 'pay');
  const message = {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [scalar('amt', 'int64'), scalar('immediate', 'bool'), scalar('fee', 'int64'), scalar('reversed', 'bool')],
  } as MessageModel;
  const [request] = actionInputs({ program, action }, 'payrpc.Pay.Pay', message).requests;
  assert.deepEqual(request!.writtenOtherwise, ['immediate', 'reversed']);
  // fee is read from --fee_limit or computed from the amount: --amt carries amt, so fee is written by --fee_limit.
  assert.deepEqual(
    request!.fields.find((f) => f.field === 'fee'),
    { field: 'fee', flags: ['fee_limit'], slots: [] },
  );
  assert.deepEqual(
    request!.fields.find((f) => f.field === 'amt'),
    { field: 'amt', flags: ['amt'], slots: [] },
  );
});
