// The BlanksStats stage; see DESIGN.md, "Modules".
