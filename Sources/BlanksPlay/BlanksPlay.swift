// The BlanksPlay stage; see DESIGN.md, "Modules".
