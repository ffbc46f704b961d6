/**
 * The CLI checks' second reading of a CLI's Go source (go-cli-reading.ts, go-action-reading.ts,
 * second-reading.ts) on a self-written urfave/cli program: commands and their flags, the
 * positional arguments an action reads in order, the fields it sets from input, and the
 * refusals of the CLI (an undefined flag; an argument the action decodes where it cannot).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readAction } from './go-action-reading.ts';
import { GoCliPackage } from './go-cli-reading.ts';
import { secondReadingRefusal } from './second-reading.ts';

const MAIN = `package main

import "github.com/urfave/cli"

func main() {
	app := cli.NewApp()
	app.Commands = []cli.Command{sendPaymentCommand, sendManyCommand}
	app.Commands = append(app.Commands, walletCommands()...) // the wallet's
}

var ampFlag = cli.BoolFlag{Name: "amp", Usage: "use AMP"}

func PaymentFlags() []cli.Flag {
	return []cli.Flag{
		cli.StringFlag{Name: "pay_req"},
		cli.StringFlag{Name: "channel"},
		ampFlag,
	}
}
`;

const PAY = `package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli"
)

var sendPaymentCommand = cli.Command{
	Name: "sendpayment",
	Flags: append(PaymentFlags(),
		cli.StringFlag{Name: "dest, d"},
		cli.Int64Flag{Name: "amt"},
		cli.StringFlag{Name: "payment_hash", Aliases: []string{"r"}},
	),
	Action: actionDecorator(sendPayment),
}

func sendPayment(ctx *cli.Context) error {
	args := ctx.Args()
	if ctx.IsSet("pay_req") {
		req := &payrpc.SendRequest{PaymentRequest: ctx.String("pay_req"), Amp: ctx.Bool(ampFlag.Name)}
		return send(ctx, req)
	}
	var dest []byte
	var err error
	switch {
	case ctx.IsSet("dest"):
		dest, err = hex.DecodeString(ctx.String("dest"))
	case args.Present():
		dest, err = hex.DecodeString(args.First())
		args = args.Tail()
	default:
		return fmt.Errorf("dest missing")
	}
	if err != nil {
		return err
	}
	var amt int64
	if ctx.IsSet("amt") {
		amt = ctx.Int64("amt")
	} else if args.Present() {
		amt, err = strconv.ParseInt(args.First(), 10, 64) // from the first argument
		args = args.Tail()
	}
	var hash []byte
	switch {
	case ctx.IsSet("payment_hash"):
		hash, _ = hex.DecodeString(ctx.String("payment_hash"))
	case args.Present():
		hash, err = hex.DecodeString(args.First())
	}
	var chans []uint64
	for _, c := range strings.Split(ctx.String("channel"), ",") {
		id, _ := strconv.ParseUint(c, 10, 64)
		chans = append(chans, id)
	}
	req := &payrpc.SendRequest{Dest: dest, Amt: amt, PaymentHash: hash}
	req.OutgoingChanIds = chans
	return send(ctx, req)
}

func send(ctx *cli.Context, req *payrpc.SendRequest) error {
	if ctx.IsSet("amp") {
		req.Immediate = true
	}
	return nil
}

var sendManyCommand = cli.Command{
	Name:   "sendmany",
	Flags:  []cli.Flag{cli.Int64Flag{Name: "min_confs"}},
	Action: sendMany,
}

func sendMany(ctx *cli.Context) error {
	var amounts map[string]int64
	if err := json.Unmarshal([]byte(ctx.Args().First()), &amounts); err != nil {
		return err
	}
	minConfs := int32(ctx.Uint64("min_confs")) // zero spends unconfirmed
	req := &payrpc.SendManyRequest{AddrToAmount: amounts, MinConfs: minConfs, SpendUnconfirmed: minConfs == 0}
	_ = req
	return nil
}

func walletCommands() []cli.Command {
	return []cli.Command{
		{
			Name: "wallet",
			Subcommands: []cli.Command{
				{
					Name:   "bumpfee",
					Flags:  []cli.Flag{cli.BoolFlag{Name: "immediate"}},
					Action: bumpFee,
				},
			},
		},
	}
}

func bumpFee(ctx *cli.Context) error {
	immediate := false
	switch {
	case ctx.Bool("immediate"):
		immediate = true
	}
	_ = &walletrpc.BumpFeeRequest{Outpoint: ctx.Args().Get(0), Immediate: immediate}
	return nil
}
`;

const pkg = new GoCliPackage([
  { path: 'main.go', source: MAIN },
  { path: 'pay.go', source: PAY },
]);
const HASH = 'ab'.repeat(32);

test('commands by path, with the flags they define (lists from functions, append, variables, v1 aliases)', () => {
  const send = pkg.command('paycli sendpayment')!;
  assert.deepEqual([...send.flags!.keys()].sort(), [
    'amp',
    'amt',
    'channel',
    'd',
    'dest',
    'pay_req',
    'payment_hash',
    'r',
  ]);
  assert.equal(send.action?.name, 'sendPayment');
  assert.ok(pkg.command('paycli wallet bumpfee'), 'a command in an elided-type list of a function');
  assert.equal(pkg.command('paycli nothing'), null);
});

test('positional arguments in the order the action reads them, with decoders and the flags that skip them', () => {
  const facts = readAction(pkg, pkg.command('paycli sendpayment')!.action!);
  assert.deepEqual(
    facts.positional.map((p) => [p.at, p.decoder, p.unlessFlags.sort().join(',')]),
    [
      ['next', 'hex.DecodeString', 'dest,pay_req'],
      ['next', 'strconv.ParseInt', 'amt,pay_req'],
      ['next', 'hex.DecodeString', 'pay_req,payment_hash'],
    ],
  );
});

test('fields set from input: directly, through locals, loops, helpers handed the request, branches of a flag, computed', () => {
  const send = readAction(pkg, pkg.command('paycli sendpayment')!.action!);
  for (const field of ['paymentrequest', 'amp', 'dest', 'amt', 'paymenthash', 'outgoingchanids', 'immediate'])
    assert.ok(send.fieldsFromInput.has(field), field);
  const many = readAction(pkg, pkg.command('paycli sendmany')!.action!);
  assert.deepEqual([...many.fieldsFromInput].sort(), ['addrtoamount', 'minconfs', 'spendunconfirmed']);
  const bump = readAction(pkg, pkg.command('paycli wallet bumpfee')!.action!);
  assert.deepEqual([...bump.fieldsFromInput].sort(), ['immediate', 'outpoint']);
});

test("the CLI's refusals: an undefined flag, and an argument where the action decodes another field", () => {
  const refusal = (words: string[]) => secondReadingRefusal(pkg, 'paycli sendpayment', words);
  // The first argument is the destination unless --dest is given: 100 is odd-length hex.
  assert.match(refusal([`--payment_hash=${HASH}`, '100']) ?? '', /^encoding\/hex: odd length hex string/);
  assert.match(refusal([`--payment_hash=${HASH}`, 'zz']) ?? '', /^encoding\/hex: invalid byte: U\+007A 'z'/);
  assert.equal(refusal([`--dest=02${HASH}`, '100', HASH]), null);
  assert.equal(refusal([`--pay_req=lnbcrt1`]), null);
  assert.match(refusal([`--dest=02${HASH}`, 'ten']) ?? '', /^strconv\.ParseInt: parsing "ten": invalid syntax/);
  assert.equal(refusal(['-r', HASH, `02${HASH}`, '100']), null, 'an alias is a defined flag');
  assert.equal(refusal(['--fee_limit=100']), 'flag provided but not defined: -fee_limit');
});
