"""Test infrastructure, not a product: a minimal Remote Execution worker for Scripts/remote-build.sh.

It speaks the Remote Workers API (BuildGrid's Bots service) to a server on loopback, using the
protocol stubs BuildGrid ships: each bot session takes one lease at a time, fetches the action's
command and input tree from the CAS, runs the command in a fresh folder with only the command's
environment, uploads the outputs, and completes the lease with the ActionResult (BuildGrid's SQL
scheduler then stores it in the action cache). Every run is logged as one JSON line, so the test
can check which actions ran here and how long each took.

    python worker.py --server 127.0.0.1:PORT --work-dir DIR --log runs.jsonl [--bots N]
"""

import argparse
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

import grpc
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as re_grpc
from buildgrid._protos.google.bytestream import bytestream_pb2, bytestream_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc

# Below gRPC's default 4 MiB message limit; larger blobs go through ByteStream.
BATCH_LIMIT = 2 * 1024 * 1024
CHUNK = 1024 * 1024


def digest_of(data):
    return re.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


class Storage:
    """The CAS, with a local copy of every blob read, so a big input (nibcat) is fetched once."""

    def __init__(self, channel, instance, cache_dir):
        self.cas = re_grpc.ContentAddressableStorageStub(channel)
        self.bytestream = bytestream_pb2_grpc.ByteStreamStub(channel)
        self.instance = instance
        self.cache_dir = cache_dir
        os.makedirs(cache_dir, exist_ok=True)

    def _resource(self, digest):
        name = f"blobs/{digest.hash}/{digest.size_bytes}"
        return f"{self.instance}/{name}" if self.instance else name

    def cached_path(self, digest):
        path = os.path.join(self.cache_dir, digest.hash)
        if not os.path.exists(path):
            data = self.read(digest)
            partial = f"{path}.{threading.get_ident()}"
            with open(partial, "wb") as out:
                out.write(data)
            os.chmod(partial, 0o444)
            os.replace(partial, path)
        return path

    def read(self, digest):
        if digest.size_bytes == 0:
            return b""
        if digest.size_bytes <= BATCH_LIMIT:
            response = self.cas.BatchReadBlobs(
                re.BatchReadBlobsRequest(instance_name=self.instance, digests=[digest]))
            blob = response.responses[0]
            if blob.status.code != 0:
                raise RuntimeError(f"cannot read {digest.hash}: {blob.status.message}")
            return blob.data
        parts = self.bytestream.Read(bytestream_pb2.ReadRequest(resource_name=self._resource(digest)))
        return b"".join(part.data for part in parts)

    def message(self, digest, message_type):
        result = message_type()
        result.ParseFromString(self.read(digest))
        return result

    def write(self, blobs):
        """Uploads (digest, data) pairs."""
        small = [(digest, data) for digest, data in blobs if digest.size_bytes <= BATCH_LIMIT]
        for start in range(0, len(small), 64):
            batch = small[start:start + 64]
            request = re.BatchUpdateBlobsRequest(
                instance_name=self.instance,
                requests=[re.BatchUpdateBlobsRequest.Request(digest=d, data=data) for d, data in batch])
            for answer in self.cas.BatchUpdateBlobs(request).responses:
                if answer.status.code != 0:
                    raise RuntimeError(f"cannot write {answer.digest.hash}: {answer.status.message}")
        for digest, data in blobs:
            if digest.size_bytes > BATCH_LIMIT:
                name = f"uploads/{os.getpid()}-{threading.get_ident()}/{self._resource(digest)}"

                def chunks(data=data, name=name):
                    for offset in range(0, len(data), CHUNK):
                        yield bytestream_pb2.WriteRequest(
                            resource_name=name if offset == 0 else "", write_offset=offset,
                            data=data[offset:offset + CHUNK], finish_write=offset + CHUNK >= len(data))

                self.bytestream.Write(chunks())


def materialize(storage, directory_digest, path):
    """Writes the input tree at `path`: files as hard links to the local blob copies."""
    os.makedirs(path, exist_ok=True)
    directory = storage.message(directory_digest, re.Directory)
    for node in directory.files:
        target = os.path.join(path, node.name)
        source = storage.cached_path(node.digest)
        if node.is_executable:
            shutil.copyfile(source, target)
            os.chmod(target, 0o555)
        else:
            os.link(source, target)
    for node in directory.directories:
        materialize(storage, node.digest, os.path.join(path, node.name))
    for node in directory.symlinks:
        os.symlink(node.target, os.path.join(path, node.name))


def directory_message(path, blobs):
    """The Directory message for `path`, its files' blobs added to `blobs`, and its sub-Directories."""
    directory = re.Directory()
    children = []
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        if os.path.isdir(full):
            child, grandchildren = directory_message(full, blobs)
            data = child.SerializeToString(deterministic=True)
            directory.directories.add(name=name, digest=digest_of(data))
            children += [child] + grandchildren
        else:
            with open(full, "rb") as source:
                data = source.read()
            digest = digest_of(data)
            blobs.append((digest, data))
            directory.files.add(name=name, digest=digest, is_executable=os.access(full, os.X_OK))
    return directory, children


def run_action(storage, action, bot_id, root, log):
    started = time.time()
    command = storage.message(action.command_digest, re.Command)
    if os.path.exists(root):
        shutil.rmtree(root)
    materialize(storage, action.input_root_digest, root)
    working = os.path.join(root, command.working_directory)
    for output in list(command.output_files) + list(command.output_directories):
        os.makedirs(os.path.dirname(os.path.join(working, output)), exist_ok=True)
    fetched = time.time()
    timeout = action.timeout.seconds or None
    environment = {variable.name: variable.value for variable in command.environment_variables}
    process = subprocess.run(
        list(command.arguments), cwd=working, env=environment, capture_output=True, timeout=timeout)
    executed = time.time()

    result = re.ActionResult(exit_code=process.returncode)
    blobs = [(digest_of(process.stdout), process.stdout), (digest_of(process.stderr), process.stderr)]
    result.stdout_digest.CopyFrom(blobs[0][0])
    result.stderr_digest.CopyFrom(blobs[1][0])
    for output in command.output_files:
        path = os.path.join(working, output)
        if os.path.isfile(path):
            with open(path, "rb") as source:
                data = source.read()
            blobs.append((digest_of(data), data))
            result.output_files.add(path=output, digest=digest_of(data), is_executable=os.access(path, os.X_OK))
    for output in command.output_directories:
        path = os.path.join(working, output)
        if os.path.isdir(path):
            root_directory, children = directory_message(path, blobs)
            tree = re.Tree(root=root_directory, children=children)
            data = tree.SerializeToString(deterministic=True)
            blobs.append((digest_of(data), data))
            result.output_directories.add(path=output, tree_digest=digest_of(data))
    storage.write(blobs)
    uploaded = time.time()

    metadata = result.execution_metadata
    metadata.worker = bot_id
    metadata.input_fetch_start_timestamp.FromNanoseconds(int(started * 1e9))
    metadata.execution_start_timestamp.FromNanoseconds(int(fetched * 1e9))
    metadata.execution_completed_timestamp.FromNanoseconds(int(executed * 1e9))
    metadata.output_upload_completed_timestamp.FromNanoseconds(int(uploaded * 1e9))
    log({
        "bot": bot_id,
        "arguments": list(command.arguments),
        "outputs": sorted(list(command.output_files) + list(command.output_directories)),
        "exit_code": process.returncode,
        "fetch_seconds": round(fetched - started, 4),
        "execute_seconds": round(executed - fetched, 4),
        "upload_seconds": round(uploaded - executed, 4),
    })
    shutil.rmtree(root, ignore_errors=True)
    return result


def serve(channel, instance, bot_id, work_dir, log, stopping):
    bots = bots_pb2_grpc.BotsStub(channel)
    storage = Storage(channel, instance, os.path.join(work_dir, "blobs"))
    session = bots.CreateBotSession(
        bots_pb2.CreateBotSessionRequest(
            parent=instance, bot_session=bots_pb2.BotSession(bot_id=bot_id, status=bots_pb2.OK)),
        timeout=30)
    while not stopping.is_set():
        for lease in session.leases:
            if lease.state != bots_pb2.PENDING:
                continue
            if lease.payload.Is(re.Action.DESCRIPTOR):
                action = re.Action()
                lease.payload.Unpack(action)
            else:
                digest = re.Digest()
                lease.payload.Unpack(digest)
                action = storage.message(digest, re.Action)
            try:
                result = run_action(storage, action, bot_id, os.path.join(work_dir, bot_id), log)
                lease.result.Pack(result)
                lease.status.code = 0
            except Exception as error:  # reported to the client as the lease's status
                lease.status.code = 13
                lease.status.message = f"worker {bot_id}: {error}"
            lease.state = bots_pb2.COMPLETED
        try:
            session = bots.UpdateBotSession(
                bots_pb2.UpdateBotSessionRequest(name=session.name, bot_session=session), timeout=10)
        except grpc.RpcError as error:
            if error.code() != grpc.StatusCode.DEADLINE_EXCEEDED:
                raise


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--instance", default="")
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--bots", type=int, default=2)
    options = parser.parse_args()

    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    lock = threading.Lock()
    log_file = open(options.log, "a", buffering=1)

    def log(entry):
        with lock:
            log_file.write(json.dumps(entry, sort_keys=True) + "\n")

    channel = grpc.insecure_channel(options.server)
    grpc.channel_ready_future(channel).result(timeout=120)
    failures = []

    def bot(index):
        try:
            serve(channel, options.instance, f"nibcat-test-worker-{index}", options.work_dir, log, stopping)
        except Exception as error:
            failures.append(error)
            print(f"worker: bot {index} stopped: {error}", file=sys.stderr)
            stopping.set()

    threads = [threading.Thread(target=bot, args=(index,), daemon=True) for index in range(options.bots)]
    for thread in threads:
        thread.start()
    while not stopping.is_set():
        stopping.wait(0.5)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
