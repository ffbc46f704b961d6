/**
 * The CLI checks judged from the second reading and the sample's own command line, on a
 * self-written urfave/cli program: each check passes the right command line and fails a wrong
 * one (a required input missing, a planned field dropped or changed, an enum word the switch
 * turns into another constant, a flag that sets no planned field, an argument the action does
 * not read, the switch the call needs, a prompt the action does not read).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CommandLine, checkCliFields } from './cli-fields.ts';
import { checkPromptNotes } from './cli-notes.ts';
import { carries, plannedLeaves } from './cli-values.ts';
import { GoCliPackage } from './go-cli-reading.ts';

// Self-written Go (a fixture of this test, not upstream code).
const CLI = `package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/urfave/cli"
)

var payCommand = cli.Command{
	Name: "pay",
	Flags: []cli.Flag{
		cli.StringFlag{Name: "dest"},
		cli.Int64Flag{Name: "amt"},
		cli.StringFlag{Name: "memo"},
		cli.StringFlag{Name: "speed"},
		cli.BoolFlag{Name: "verbose"},
		cli.BoolFlag{Name: "stream"},
	},
	Action: pay,
}

func pay(ctx *cli.Context) error {
	args := ctx.Args()
	// An if-else chain, where ledgercli's transfer has a switch.
	var dest string
	if ctx.IsSet("dest") {
		dest = ctx.String("dest")
	} else if args.Present() {
		dest = args.First()
		args = args.Tail()
	} else {
		return fmt.Errorf("dest argument is missing")
	}
	amt := ctx.Int64("amt")
	if args.Present() {
		amt, _ = strconv.ParseInt(args.First(), 10, 64)
	}
	destBytes, _ := hex.DecodeString(dest)
	req := &payrpc.PayRequest{Dest: destBytes, Amt: amt}
	switch ctx.String("speed") {
	case "slow":
		req.Speed = payrpc.Speed_SLOW
	case "fast", "now":
		req.Speed = payrpc.Speed_FAST
	}
	if ctx.Bool("verbose") {
		fmt.Println("paying")
	}
	client := payrpc.NewPayClient(nil)
	if ctx.Bool("stream") {
		return streamPay(client, req)
	}
	_, err := client.Pay(nil, req)
	return err
}

func streamPay(client payrpc.PayClient, req *payrpc.PayRequest) error {
	_, err := client.PayStream(nil, req)
	return err
}

var sendManyCommand = cli.Command{
	Name:  "sendmany",
	Action: func(ctx *cli.Context) error {
		if ctx.NArg() != 1 {
			return cli.ShowCommandHelp(ctx, "sendmany")
		}
		var amounts map[string]int64
		_ = json.Unmarshal([]byte(ctx.Args().First()), &amounts)
		client := payrpc.NewPayClient(nil)
		_, err := client.SendMany(nil, &payrpc.SendManyRequest{AddrToAmount: amounts})
		return err
	},
}
`;

const pkg = new GoCliPackage([{ path: 'main.go', source: CLI }]);
const DEST = `02${'ab'.repeat(32)}`;
const DEST_BASE64 = Buffer.from(DEST, 'hex').toString('base64');
const line = (flags: Record<string, string | undefined>, positional: string[] = []): CommandLine => ({
  flags: Object.entries(flags).map(([name, value]) => ({ name, value })),
  positional,
});
const pay = (l: CommandLine, expected: unknown, code = 'paycli pay', rpc = 'Pay') =>
  checkCliFields(pkg, pkg.command('paycli pay')!, 'paycli pay', l, { rpc, expected, code });

test('the planned request sent through flags or positional arguments passes; bytes are hex, the enum a word of the switch', () => {
  const expected = { dest: DEST_BASE64, amt: '100', speed: 'FAST' };
  assert.equal(pay(line({ dest: DEST, amt: '100', speed: 'now' }), expected), null);
  assert.equal(pay(line({ speed: 'fast' }, [DEST, '100']), expected), null);
  // The action reads the destination first, then the amount: swapped, each field gets the other's word.
  assert.equal(pay(line({ speed: 'fast' }, ['100', DEST]), expected), `sets dest to 100, the plan has ${DEST_BASE64}`);
  assert.equal(
    pay(line({ dest: DEST, speed: 'fast' }, ['100', '7']), expected),
    'paycli pay takes no argument 7 for a field the plan sets',
  );
});

test('a required input missing stops the action with its own error', () => {
  assert.equal(pay(line({ amt: '100' }), { amt: '100' }), 'paycli pay stops: dest argument is missing');
  const sendMany = pkg.command('paycli sendmany')!;
  assert.equal(
    checkCliFields(pkg, sendMany, 'paycli sendmany', line({}), { rpc: 'SendMany', expected: {}, code: '' }),
    'paycli sendmany stops: shows the help',
  );
});

test('a planned field dropped, or sent with another value, fails; a comment naming it lets it be left out', () => {
  const expected = { dest: DEST_BASE64, amt: '100', memo: 'rent' };
  assert.equal(
    pay(line({ dest: DEST, amt: '100' }), expected),
    'drops memo: no flag or argument sets it and no comment says why',
  );
  assert.equal(pay(line({ dest: DEST, amt: '100' }), expected, '# memo: paycli has no flag or argument for it'), null);
  assert.equal(
    pay(line({ dest: DEST, amt: '101' }), { dest: DEST_BASE64, amt: '100' }),
    'sets amt to 101, the plan has 100',
  );
  assert.equal(
    pay(line({ dest: DEST, speed: 'now' }), { dest: DEST_BASE64, speed: 'SLOW' }),
    'sets speed to Speed_FAST, the plan has SLOW',
  );
});

test("a value set because the command requires it has the full request's value", () => {
  const code = '# amt: paycli requires it, so it is set here too';
  const full = { dest: DEST_BASE64, amt: '100' };
  const required = (amt: string) =>
    checkCliFields(pkg, pkg.command('paycli pay')!, 'paycli pay', line({ dest: DEST, amt }), {
      rpc: 'Pay',
      expected: { dest: DEST_BASE64 },
      fullExpected: full,
      code,
    });
  assert.equal(required('100'), null);
  assert.equal(required('5'), 'sets amt to 5, the plan has 100');
});

test('a flag or an argument that sets no planned field fails', () => {
  assert.equal(
    pay(line({ dest: DEST, verbose: undefined }), { dest: DEST_BASE64 }),
    '--verbose sets no field the request plan sets',
  );
  assert.equal(
    pay(line({ dest: DEST, memo: 'x' }), { dest: DEST_BASE64 }),
    '--memo sets no field the request plan sets',
  );
  assert.equal(
    pay(line({}, [DEST, '100']), { dest: DEST_BASE64, amt: '100' }, 'paycli pay', 'SendMany'),
    'paycli pay does not call SendMany',
  );
});

test('the call made only under a switch needs it; a JSON argument carries the values inside it', () => {
  const expected = { dest: DEST_BASE64 };
  assert.equal(
    pay(line({ dest: DEST }), expected, 'paycli pay', 'PayStream'),
    'paycli pay does not call PayStream without --stream',
  );
  assert.equal(pay(line({ dest: DEST, stream: undefined }), expected, 'paycli pay', 'PayStream'), null);
  const sendMany = pkg.command('paycli sendmany')!;
  const many = (json: string) =>
    checkCliFields(pkg, sendMany, 'paycli sendmany', line({}, [json]), {
      rpc: 'SendMany',
      expected: { addr_to_amount: { bcrt1qxyz: '5000' } },
      code: '',
    });
  assert.equal(many('{"bcrt1qxyz":5000}'), null);
  assert.match(
    many('{"bcrt1qxyz":6000}') ?? '',
    /^sets addr_to_amount\.bcrt1qxyz to \{"bcrt1qxyz":6000\}, the plan has 5000$/,
  );
});

test('a sample may say a field is asked for at a prompt only when the action reads one', () => {
  assert.match(
    checkPromptNotes(pkg, pkg.command('paycli pay')!.action!, 'paycli pay', '# memo: paycli asks for it at a prompt') ??
      '',
    /asks for memo at a prompt, but its action reads no prompt/,
  );
  assert.equal(checkPromptNotes(pkg, pkg.command('paycli pay')!.action!, 'paycli pay', 'paycli pay'), null);
});

test('planned leaves and the forms a word carries a value in', () => {
  assert.deepEqual(plannedLeaves({ a: { b: '1', c: [{ d: 'x' }, { d: 'y' }] }, e: ['1', '2'], f: {} }), [
    { path: 'a.b', value: '1' },
    { path: 'a.c.d', value: 'x' },
    { path: 'a.c.d', value: 'y' },
    { path: 'e', value: ['1', '2'] },
    { path: 'f', value: {} },
  ]);
  const none = new Map<string, string[]>();
  assert.ok(carries([`${DEST}@127.0.0.1:9735`], DEST_BASE64, none), 'one part of pubkey@host');
  assert.ok(carries(['3600s'], '3600', none), 'a duration in seconds');
  assert.ok(carries(['1,2'], ['1', '2'], none), 'a comma-separated list');
  assert.ok(!carries(['1'], ['1', '2'], none), 'a list item missing');
  assert.ok(!carries(['p2wkh'], 'TAPROOT_PUBKEY', new Map([['p2wkh', ['AddressType_WITNESS_PUBKEY_HASH']]])));
});
