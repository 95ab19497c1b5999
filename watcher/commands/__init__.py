"""Subcommands of `toolwatch`, one module each; watcher.cli lists them in COMMAND_MODULES."""
