/**
 * The flows a CLI action runs around an RPC, read from its Go code: a quote asked first whose
 * answer sets the limits (loop out), a random preimage with its hash and a custom record (lncli
 * sendpayment --keysend), and nothing where nothing is computed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCliInputs } from '../../src/gofacts/cli/cli-inputs.ts';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { fixtureClients, goAction } from '../helpers/go-fixtures.ts';

const field = (name: string, type: FieldModel['type'], extra: Partial<FieldModel> = {}) =>
  ({ name, type, oneof: null, label: 'singular', ...extra }) as FieldModel;
const int64 = { kind: 'scalar', name: 'int64' } as const;
const bytes = { kind: 'scalar', name: 'bytes' } as const;
const str = { kind: 'scalar', name: 'string' } as const;
const message = (fullName: string, fields: FieldModel[]) => ({ fullName, package: 'swaprpc', fields }) as MessageModel;

const MESSAGES: Record<string, MessageModel> = {
  'swaprpc.OutRequest': message('swaprpc.OutRequest', [
    field('amt', int64),
    field('dest', str),
    field('max_swap_fee', int64),
    field('max_miner_fee', int64),
    field('max_routing_fee', int64),
    field('label', str),
  ]),
  'swaprpc.QuoteRequest': message('swaprpc.QuoteRequest', [field('amt', int64), field('deadline', int64)]),
  'swaprpc.QuoteResponse': message('swaprpc.QuoteResponse', [
    field('swap_fee_sat', int64),
    field('sweep_fee_sat', int64),
  ]),
  'swaprpc.PayRequest': message('swaprpc.PayRequest', [
    field('dest', bytes),
    field('amt', int64),
    field('payment_hash', bytes),
    field('dest_custom_records', bytes, { mapKey: 'uint64' } as Partial<FieldModel>),
  ]),
};
const REQUESTS: Record<string, string> = {
  'swaprpc.Swap.Out': 'swaprpc.OutRequest',
  'swaprpc.Swap.Quote': 'swaprpc.QuoteRequest',
  'swaprpc.Swap.Pay': 'swaprpc.PayRequest',
};
const RESPONSES: Record<string, string> = { 'swaprpc.Swap.Quote': 'swaprpc.QuoteResponse' };

const LOOP_OUT = `package main

import (
	"time"
	"example.com/swap/swaprpc"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/urfave/cli"
)

const (
	routingFeeBase = btcutil.Amount(10)
	routingFeeRate = int64(20000)
	totalParts = 1e6
)

type limits struct {
	maxSwapFee     btcutil.Amount
	maxMinerFee    btcutil.Amount
	maxRoutingFee  btcutil.Amount
}

func calcFee(amount, base btcutil.Amount, rate int64) btcutil.Amount {
	return base + amount*btcutil.Amount(rate)/btcutil.Amount(totalParts)
}

func outLimits(amt btcutil.Amount, quote *swaprpc.QuoteResponse) *limits {
	return &limits{
		maxSwapFee:    btcutil.Amount(quote.SwapFeeSat),
		maxMinerFee:   btcutil.Amount(quote.SweepFeeSat) * 250,
		maxRoutingFee: calcFee(amt, routingFeeBase, routingFeeRate),
	}
}

func out(ctx *cli.Context) error {
	amt := btcutil.Amount(ctx.Int64("amt"))
	client := swaprpc.NewSwapClient(conn)
	quote, err := client.Quote(ctxb, &swaprpc.QuoteRequest{
		Amt:      int64(amt),
		Deadline: time.Now().Unix(),
	})
	if err != nil {
		return err
	}
	l := outLimits(amt, quote)
	_, err = client.Out(ctxb, &swaprpc.OutRequest{
		Amt:           int64(amt),
		Dest:          ctx.String("addr"),
		MaxSwapFee:    int64(l.maxSwapFee),
		MaxMinerFee:   int64(l.maxMinerFee),
		MaxRoutingFee: int64(l.maxRoutingFee),
		Label:         ctx.String("label"),
	})
	return err
}
`;

const KEYSEND = `package main

import (
	"crypto/rand"
	"encoding/hex"
	"example.com/swap/swaprpc"
	"github.com/lightningnetwork/lnd/lntypes"
	"github.com/lightningnetwork/lnd/record"
	"github.com/urfave/cli"
)

func pay(ctx *cli.Context) error {
	client := swaprpc.NewSwapClient(conn)
	dest, _ := hex.DecodeString(ctx.String("dest"))
	req := &swaprpc.PayRequest{
		Dest:              dest,
		Amt:               ctx.Int64("amt"),
		DestCustomRecords: make(map[uint64][]byte, 1),
	}
	var rHash []byte
	switch {
	case ctx.Bool("keysend"):
		var preimage lntypes.Preimage // 32 bytes
		if _, err := rand.Read(preimage[:]); err != nil { // random
			return err
		}
		req.DestCustomRecords[record.KeySendType] = preimage[:] // the record
		hash := preimage.Hash()
		rHash = hash[:]
	default:
		rHash, _ = hex.DecodeString(ctx.String("payment_hash"))
	}
	req.PaymentHash = rHash
	_, err := client.Pay(ctxb, req)
	return err
}
`;

function flowOf(source: string, action: string, rpc: string, rpcs: string[]) {
  const parsed = goAction(source, action);
  const read = readCliInputs({
    ...parsed,
    rpcs,
    clients: fixtureClients(parsed.program, rpcs),
    types: {
      requestOf: (r) => MESSAGES[REQUESTS[r] ?? ''],
      responseOf: (r) => MESSAGES[RESPONSES[r] ?? ''],
      messages: MESSAGES,
    },
    argsUsage: '',
    requiredFlags: [],
  });
  return read?.requests.find((r) => r.rpc === rpc)?.flow;
}

test('loop out: the quote is asked first and every limit is computed from its answer', () => {
  const flow = flowOf(LOOP_OUT, 'out', 'swaprpc.Swap.Out', ['swaprpc.Swap.Out', 'swaprpc.Swap.Quote']);
  assert.ok(flow, 'a flow is read');
  // The quote's request carries the same amount; its deadline comes from the clock and is left out.
  assert.deepEqual(flow.before, [
    { rpc: 'swaprpc.Swap.Quote', fields: [{ field: 'amt', value: { kind: 'field', field: 'amt' } }] },
  ]);
  assert.deepEqual(flow.derived, [
    { field: 'max_swap_fee', value: { kind: 'response', step: 0, field: 'swap_fee_sat' } },
    {
      field: 'max_miner_fee',
      value: {
        kind: 'op',
        op: '*',
        left: { kind: 'response', step: 0, field: 'sweep_fee_sat' },
        right: { kind: 'number', value: 250 },
      },
    },
    {
      field: 'max_routing_fee',
      value: {
        kind: 'op',
        op: '+',
        left: { kind: 'number', value: 10 },
        right: {
          kind: 'op',
          op: '/',
          left: { kind: 'op', op: '*', left: { kind: 'field', field: 'amt' }, right: { kind: 'number', value: 20000 } },
          right: { kind: 'number', value: 1000000 },
        },
      },
    },
  ]);
});

test('keysend: a random preimage in the custom record, its sha256 as the payment hash, under --keysend', () => {
  const flow = flowOf(KEYSEND, 'pay', 'swaprpc.Swap.Pay', ['swaprpc.Swap.Pay']);
  assert.ok(flow, 'a flow is read');
  const keysend = { kind: 'flag', flag: 'keysend' };
  const preimage = { kind: 'random', name: 'preimage', bytes: 32 };
  assert.deepEqual(flow.before, []);
  assert.deepEqual(flow.derived, [
    { field: 'dest_custom_records', key: '5482373484', value: preimage, when: keysend },
    { field: 'payment_hash', value: { kind: 'sha256', of: preimage }, when: keysend },
  ]);
});

test('no flow where every field is read from a flag or argument', () => {
  const source = `package main

import (
	"example.com/swap/swaprpc"
	"github.com/urfave/cli"
)

func quote(ctx *cli.Context) error {
	client := swaprpc.NewSwapClient(conn)
	_, err := client.Quote(ctxb, &swaprpc.QuoteRequest{Amt: ctx.Int64("amt")})
	return err
}
`;
  assert.equal(flowOf(source, 'quote', 'swaprpc.Swap.Quote', ['swaprpc.Swap.Quote']), undefined);
});
