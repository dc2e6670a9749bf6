-- Rate-limit counts need no crash safety nor replicas (docs/decisions/0031-scale-out.md): no WAL.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
