/**
 * A helper that reads a flag or a positional argument named by its parameters (pool's
 * parseStr and parseUint64 take the argument's slot, the flag and the command's name): the
 * caller's constants name the flag and the slot, so the fields they set are bound to them
 * (pool accounts withdraw's outputs no longer read "no flag or argument").
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionInputs, fixtureMessage, goAction } from '../helpers/go-fixtures.ts';

// Self-written Go (a fixture of this test, not upstream code).
const SOURCE = `package main

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func parseStr(ctx *cli.Context, argIndex int, flag, cmdName string) (string, error) {
	var str string
	switch {
	case ctx.IsSet(flag):
		str = ctx.String(flag)
	case ctx.Args().Get(argIndex) != "":
		str = ctx.Args().Get(argIndex)
	default:
		return "", fmt.Errorf("%s: missing %s", cmdName, flag)
	}
	return str, nil
}

func parseUint64(ctx *cli.Context, argIndex int, flag, cmdName string) (uint64, error) {
	str, err := parseStr(ctx, argIndex, flag, cmdName)
	if err != nil {
		return 0, err
	}
	return strconv.ParseUint(str, 10, 64)
}

func withdraw(ctx *cli.Context) error {
	cmdName := "withdraw"
	keyStr, err := parseStr(ctx, 0, "key", cmdName)
	if err != nil {
		return err
	}
	key, _ := hex.DecodeString(keyStr)
	amt, err := parseUint64(ctx, 1, "amt", cmdName)
	if err != nil {
		return err
	}
	req := &payrpc.WithdrawRequest{
		Key: key,
		Outputs: []*payrpc.Output{
			{
				ValueSat: amt,
			},
		},
	}
	client := payrpc.NewPayClient(nil)
	_, err = client.Withdraw(nil, req)
	return err
}
`;

test("a flag and a slot named by a helper's parameters are bound through the caller's constants, two helpers deep", () => {
  const { program, action } = goAction(SOURCE, 'withdraw');
  const output = fixtureMessage('payrpc.Output', [['value_sat', 'uint64']]);
  const request = fixtureMessage('payrpc.WithdrawRequest', [
    ['key', 'bytes'],
    ['outputs', 'payrpc.Output', { repeated: true }],
  ]);
  const [read] = actionInputs({ program, action }, 'payrpc.Pay.Withdraw', request, { nested: [output] }).requests;
  const binding = (name: string) => read!.fields.find((f) => f.field === name);
  assert.deepEqual(binding('key'), { field: 'key', flags: ['key'], slots: [0] });
  assert.deepEqual(binding('outputs[].value_sat'), { field: 'outputs[].value_sat', flags: ['amt'], slots: [1] });
  assert.deepEqual(read!.writtenOtherwise ?? [], []);
});
