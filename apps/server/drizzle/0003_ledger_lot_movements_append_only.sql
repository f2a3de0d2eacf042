-- Lot movements are part of the ledger's history (DESIGN D3): written once, never changed.
CREATE TRIGGER ledger_lot_movements_append_only BEFORE UPDATE OR DELETE ON ledger_lot_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER ledger_lot_movements_no_truncate BEFORE TRUNCATE ON ledger_lot_movements
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
