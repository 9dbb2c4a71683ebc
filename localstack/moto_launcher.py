"""Starts moto's server like `moto_server` does, with two differences: DynamoDB requests are
served one at a time, and Cognito's unsigned calls (a browser's sign-in) land in the emulator's
region.

Real DynamoDB applies conditional writes and transactions atomically; moto's threaded server
does not guarantee it, so concurrent registrations could overbook in the emulator where AWS
would refuse. A global lock around DynamoDB calls restores the guarantee the product relies on.
Other services stay concurrent (SQS long polls must not block DynamoDB).

With --parent-pid, the server also ends when that process is gone, so that a test run killed
before its teardown (a timeout, a closed terminal) does not leave an emulator holding the port.

Cognito's public calls (InitiateAuth, GlobalSignOut...) carry no AWS signature: in AWS the regional
endpoint says the region; moto reads it from the URL, the User-Agent or the signature, and falls
back to us-east-1, where the pools are not (GlobalSignOut then fails). The middleware names the
emulator's region in the User-Agent of those calls, as the regional endpoint would.

Usage: python moto_launcher.py [--host 127.0.0.1] [--port 4566] [--parent-pid PID] [--region R]
"""

import argparse
import os
import signal
import sys
import threading
import time
from typing import Any, Callable, Iterable

from werkzeug.serving import run_simple

from moto.moto_server.werkzeug_app import (
    DomainDispatcherApplication,
    MotoRequestHandler,
    create_backend_app,
)

DYNAMODB_TARGET_PREFIXES = ("DynamoDB_", "DynamoDBStreams_")


class SerialiseDynamoDb:
    """WSGI middleware: one DynamoDB request at a time, the body fully produced under the lock."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        target = environ.get("HTTP_X_AMZ_TARGET", "")
        if not target.startswith(DYNAMODB_TARGET_PREFIXES):
            return self.app(environ, start_response)
        with self.lock:
            result = self.app(environ, start_response)
            try:
                return [b"".join(result)]
            finally:
                close = getattr(result, "close", None)
                if close is not None:
                    close()


class CognitoRegion:
    """WSGI middleware: unsigned cognito-idp calls are served by the emulator's region."""

    def __init__(self, app: Callable[..., Iterable[bytes]], region: str) -> None:
        self.app = app
        self.region = region

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        target = environ.get("HTTP_X_AMZ_TARGET", "")
        if target.startswith("AWSCognitoIdentityProviderService.") and "HTTP_AUTHORIZATION" not in environ:
            agent = environ.get("HTTP_USER_AGENT", "")
            environ["HTTP_USER_AGENT"] = f"{agent} region/{self.region}".strip()
        return self.app(environ, start_response)


def _exit(signum: Any, frame: Any) -> None:
    sys.exit(0)


def _exit_when_gone(pid: int) -> None:
    """Polls the parent once a second; ends the whole server when it no longer exists."""
    while True:
        time.sleep(1)
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:
            pass  # alive, owned by someone else


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("EMULATOR_PORT", "4566")))
    parser.add_argument("--parent-pid", type=int, default=None)
    parser.add_argument("--region", default=os.environ.get("AWS_DEFAULT_REGION", "us-east-1"))
    args = parser.parse_args()
    if args.parent_pid is not None:
        threading.Thread(target=_exit_when_gone, args=(args.parent_pid,), daemon=True).start()
    # moto builds some URLs (SQS queue URLs among them) from this variable.
    os.environ.setdefault("MOTO_PORT", str(args.port))

    signal.signal(signal.SIGINT, _exit)
    signal.signal(signal.SIGTERM, _exit)

    app = DomainDispatcherApplication(create_backend_app)
    app.debug = True  # type: ignore[attr-defined]
    run_simple(
        args.host,
        args.port,
        CognitoRegion(SerialiseDynamoDb(app), args.region),
        threaded=True,
        use_reloader=False,
        request_handler=MotoRequestHandler,
    )


if __name__ == "__main__":
    main()
