# Runs Python samples one after another in one warm interpreter, each as its own __main__, and
# answers as if each had been a process of its own: its exit code and output. The Python twin
# of js-sample-host.cjs (which says why); the pool (warm-host-pool.ts) keeps a host per folder,
# since the generated modules of two folders share names (lightning_pb2) and protobuf's
# descriptor pool takes one definition of a file per process.
#
# Jobs come as JSON lines on stdin ({"id", "file", "cwd", "env"}); each answer is a JSON line
# ({"id", "code", "stdout", "stderr"}) on the stdout this host started with. File descriptor 1
# itself is pointed at /dev/null so that nothing written below Python (gRPC's C core) can break
# a line.
import io
import json
import os
import runpy
import sys
import threading
import traceback

answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
devnull = os.open(os.devnull, os.O_WRONLY)
os.dup2(devnull, 1)


def run(job):
    """Runs one sample; returns its exit code, output and errors."""
    out, err = io.StringIO(), io.StringIO()
    os.chdir(job["cwd"])
    os.environ.clear()
    os.environ.update(job["env"])
    sys.argv = [job["file"]]
    sys.path[0] = os.path.dirname(job["file"])
    sys.stdout, sys.stderr = out, err
    code = 0
    try:
        namespace = runpy.run_path(job["file"], run_name="__main__")
        wait_for_threads()
        close_channels(namespace)
    except SystemExit as exit:
        code = exit_code(exit.code, err)
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    return {"id": job["id"], "code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


def close_channels(namespace):
    """Closes the gRPC channels a sample left in its globals, as its process's exit would.

    Left open, their connections stayed (hundreds in a host over a run: gRPC's core held
    them after the sample's globals were gone) and kept the stubs' graceful shutdown waiting
    for minutes. A sample that ends in an exception or sys.exit leaves its globals unreturned,
    so its channels stay open until the host ends: only the samples broken on purpose do that.
    """
    grpc = sys.modules.get("grpc")
    if grpc is None:
        return
    for value in namespace.values():
        if isinstance(value, grpc.Channel):
            value.close()


def exit_code(value, err):
    """The exit status sys.exit(value) gives a process: a message is printed and means 1."""
    if value is None:
        return 0
    if isinstance(value, int):
        return value & 0xFF
    print(value, file=err)
    return 1


def wait_for_threads():
    """A process ends only when its threads other than daemons have: so does a sample here."""
    for thread in threading.enumerate():
        if thread is not threading.main_thread() and not thread.daemon:
            thread.join()


for line in sys.stdin:
    answers.write(json.dumps(run(json.loads(line))) + "\n")
    answers.flush()
