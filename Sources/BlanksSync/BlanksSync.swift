// The BlanksSync stage; see DESIGN.md, "Modules".
